"""Headless Chromium through Selenium and Debian's chromium-driver, for the web page's
browser tests, screenshots and paint timings. Run with a Python that has Selenium
(Debian's python3-selenium, or `pip install selenium`)."""
import shutil

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def executables():
    """The browser and its driver, or None when either is missing."""
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    return (browser, driver) if browser and driver else None


def start(width=1280, height=900, mobile=False):
    """A new headless Chromium with a profile of its own: a second call is a second person."""
    browser, driver = executables()
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--no-first-run", "--disable-extensions", f"--window-size={width},{height}"]:
        options.add_argument(argument)
    if mobile:
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 2.0},
            "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36",
        })
    return webdriver.Chrome(service=Service(executable_path=driver), options=options)


def first_contentful_paint(driver):
    """Milliseconds from navigation start to the first contentful paint of the page shown."""
    return driver.execute_script(
        "const entry = performance.getEntriesByName('first-contentful-paint')[0];"
        "return entry ? entry.startTime : null;")


def stop(driver):
    """Closes the browser; leaving the page first closes its event stream, which a quit
    would otherwise wait on for a minute."""
    try:
        driver.get("about:blank")
    finally:
        driver.quit()
