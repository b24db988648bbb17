#!/usr/bin/env python3
"""The time to first contentful paint of a page in headless Chromium on this machine, the
median of `--loads` loads, each in a fresh tab's navigation (Paint Timing API).

    paint_timing.py --url http://127.0.0.1:PORT/list --session TOKEN --loads 10
    paint_timing.py --url http://127.0.0.1:PORT/list --session TOKEN --phone

With `--phone`, as a phone: a 390 x 844 screen with mobile emulation, and the CPU slowed 4x
(`Emulation.setCPUThrottlingRate`), as Lighthouse's mobile preset slows it.

Prints each load's milliseconds, then `fcp_ms=MEDIAN`."""
import argparse
import statistics
import sys
import time
from urllib.parse import urlsplit

import chromium


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--session", help="the watchlist_session cookie's value")
    parser.add_argument("--loads", type=int, default=10)
    parser.add_argument("--phone", action="store_true", help="a phone's screen, and the CPU slowed 4x")
    arguments = parser.parse_args()
    parts = urlsplit(arguments.url)
    driver = chromium.start(width=390, height=844, mobile=True) if arguments.phone else chromium.start()
    try:
        if arguments.phone:
            driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 4})
        driver.get(f"{parts.scheme}://{parts.netloc}/manifest.webmanifest")
        if arguments.session:
            driver.add_cookie({"name": "watchlist_session", "value": arguments.session, "path": "/"})
        driver.get(arguments.url)  # warms the connection and the static files' cache, as a returning visitor
        times = []
        for _ in range(arguments.loads):
            driver.get("about:blank")
            driver.get(arguments.url)
            paint = None
            deadline = time.monotonic() + 5
            while paint is None and time.monotonic() < deadline:
                paint = chromium.first_contentful_paint(driver)
            if paint is None:
                print("no first contentful paint was reported", file=sys.stderr)
                return 1
            times.append(paint)
            print(f"{paint:.1f} ms")
    finally:
        chromium.stop(driver)
    print(f"fcp_ms={statistics.median(times):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
