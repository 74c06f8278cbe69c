"""The web app in a real headless Chromium: type a sentence, submit, see the rewrites and their trees.

Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs them). Without them these two tests, and
only they, are skipped with the command that installs them.
"""

import shutil

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

from stresskit.rules.loader import load_rules
from stresskit.teaching.serve import make_server

CHROMIUM = shutil.which("chromium")
CHROMEDRIVER = shutil.which("chromedriver")
SENTENCE = "女性が男性に花を渡している"

pytestmark = pytest.mark.skipif(
    not (CHROMIUM and CHROMEDRIVER),
    reason="needs Chromium: apt-get install -y chromium chromium-driver",
)


@pytest.fixture(scope="module")
def url(parser):
    server = make_server(load_rules(), parser, port=0)
    yield server.start_in_thread()
    server.shutdown()
    server.server_close()


@pytest.fixture
def browser():
    options = Options()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-extensions",
        "--no-first-run",
        "--window-size=1200,1600",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    yield driver
    driver.quit()


def test_type_a_sentence_and_see_rewrites_and_trees(url, browser, tmp_path):
    browser.get(url)
    box = browser.find_element(By.ID, "sentence")
    box.send_keys(SENTENCE)
    browser.find_element(By.CSS_SELECTOR, "form button[type=submit]").click()
    WebDriverWait(browser, 30).until(
        expected_conditions.presence_of_element_located((By.CSS_SELECTOR, ".transformation"))
    )
    rewritten = [element.text for element in browser.find_elements(By.CSS_SELECTOR, ".rewritten")]
    assert rewritten == [
        "男性に女性が花を渡している",
        "女性に男性が花を渡している",
        "男性が女性に花を渡している",
    ]
    # particle-delete is skipped: 女性男性 would read as one noun phrase, and the page says so
    assert (
        "dropping が and the に of 男性 would glue 女性 to 男性 into one noun phrase" in browser.page_source
    )
    trees = browser.find_elements(By.CSS_SELECTOR, "svg.tree")
    assert len(trees) == 1 + len(rewritten)
    assert all(tree.size["width"] > 100 and tree.size["height"] > 30 for tree in trees)
    # The moved phrase is drawn in its colour in the rewrite's tree, as in the sentence line.
    first_tree = browser.find_elements(By.CSS_SELECTOR, ".transformation svg.tree")[0]
    assert first_tree.find_element(By.CSS_SELECTOR, "tspan.c1").text == "男性に"
    assert browser.find_element(By.ID, "sentence").get_attribute("value") == SENTENCE
    screenshot = tmp_path / "explain.png"
    assert browser.save_screenshot(str(screenshot))
    assert screenshot.stat().st_size > 10_000
    print(f"screenshot: {screenshot}")


def test_example_links_and_escaped_script(url, browser):
    browser.get(url)
    browser.find_element(By.LINK_TEXT, "小さな女の子が女性を見ている").click()
    WebDriverWait(browser, 30).until(
        expected_conditions.presence_of_element_located((By.CSS_SELECTOR, ".transformation"))
    )
    assert len(browser.find_elements(By.CSS_SELECTOR, ".transformation")) == 7
    box = browser.find_element(By.ID, "sentence")
    box.clear()
    box.send_keys("<script>document.title='owned'</script>猫が犬を見た")
    box.submit()
    WebDriverWait(browser, 30).until(expected_conditions.presence_of_element_located((By.CSS_SELECTOR, "h2")))
    assert browser.title != "owned"
    assert (
        "<script>document.title='owned'</script>猫が犬を見た"
        in browser.find_element(By.CSS_SELECTOR, "h2").text
    )
