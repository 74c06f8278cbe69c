"""Regenerate docs/serve.png, the README's picture of `stresskit serve`, in headless Chromium.

Needs Debian's chromium, chromium-driver and, for readable Japanese, fonts-noto-cjk.
Usage: python docs/screenshot.py [SENTENCE]
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from urllib.parse import quote

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from stresskit.parsing.parser import Parser
from stresskit.rules.loader import load_rules
from stresskit.teaching.serve import make_server

OUTPUT = Path(__file__).resolve().parent / "serve.png"


def main() -> None:
    sentence = sys.argv[1] if len(sys.argv) > 1 else "小さな女の子が女性を見ている"
    with tempfile.TemporaryDirectory() as tmp:
        server = make_server(load_rules(), Parser(cache_dir=Path(tmp)), port=0)
        url = server.start_in_thread()
        options = Options()
        options.binary_location = "/usr/bin/chromium"
        for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1100,1500"):
            options.add_argument(flag)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        try:
            driver.get(f"{url}?s={quote(sentence)}")
            driver.save_screenshot(str(OUTPUT))
        finally:
            driver.quit()
            server.shutdown()
    print(f"wrote {OUTPUT}")


if __name__ == "__main__":
    main()
