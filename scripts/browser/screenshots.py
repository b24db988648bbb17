#!/usr/bin/env python3
"""Screenshots of the web page's main pages at a desktop's and a phone's width, for the
documentation: signs up a profile on a running watchlist-server, fills its list, and saves
PNG files.

    screenshots.py --server http://127.0.0.1:PORT --output docs/screenshots
"""
import argparse
import os
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import chromium

PAGES = [
    ("list", "/list"),
    ("search", "/search?q=star"),
    ("film", "/films/offline:1"),
    ("entry", "/list/films/offline:1"),
    ("history", "/history"),
    ("statistics", "/stats"),
    ("shares", "/shares"),
]
WIDTHS = {"desktop": (1280, 860, False), "phone": (375, 812, True)}


def submit(driver, server, path, fields):
    """Fills and sends the first form of `path` that has every field."""
    driver.get(server + path)
    for name, value in fields.items():
        element = driver.find_element(By.NAME, name)
        if element.tag_name == "select":
            Select(element).select_by_value(value)
        elif element.get_attribute("type") == "date":
            driver.execute_script("arguments[0].value = arguments[1]", element, value)
        else:
            element.send_keys(value)
    element.find_element(By.XPATH, "./ancestor::form").submit()


def fill(driver, server):
    submit(driver, server, "/signup", {"name": "ada", "password": "correct horse", "again": "correct horse"})
    films = ["offline:1", "offline:2", "offline:3", "offline:4", "offline:5", "offline:6", "offline:7", "offline:8"]
    notes = {"offline:1": "The classic, on a big screen if we can", "offline:4": "For a rainy Sunday"}
    for film in films:
        submit(driver, server, "/films/" + film, {"note": notes.get(film, "")} if film in notes else {"note": ""})
    viewings = [("offline:1", "2025-03-14", "9", "Better every time. The opening wedding still sets the whole film up."),
                ("offline:1", "2026-10-02", "10", ""), ("offline:2", "2025-06-01", "8", ""), ("offline:3", "2026-01-20", "7", "")]
    for film, day, rating, review in viewings:
        fields = {"on": day, "rating": rating}
        if review:
            fields["review"] = review
        submit(driver, server, "/list/films/" + film, fields)
    driver.get(server + "/signup")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", required=True)
    parser.add_argument("--output", required=True)
    arguments = parser.parse_args()
    server = arguments.server.rstrip("/")
    os.makedirs(arguments.output, exist_ok=True)
    filler = chromium.start()
    try:
        fill(filler, server)
        session = next(c for c in filler.get_cookies() if c["name"] == "watchlist_session")
    finally:
        chromium.stop(filler)
    for width_name, (width, height, mobile) in WIDTHS.items():
        driver = chromium.start(width=width, height=height, mobile=mobile)
        try:
            driver.get(server + "/login")
            driver.save_screenshot(os.path.join(arguments.output, f"login-{width_name}.png"))
            driver.add_cookie({"name": session["name"], "value": session["value"], "path": "/"})
            for name, path in PAGES:
                driver.get(server + path)
                driver.save_screenshot(os.path.join(arguments.output, f"{name}-{width_name}.png"))
                print(f"{name}-{width_name}.png")
        finally:
            chromium.stop(driver)
    return 0


if __name__ == "__main__":
    sys.exit(main())
