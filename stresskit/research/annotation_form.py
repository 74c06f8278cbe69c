"""A local annotation form: one self-contained HTML file (inline CSS and JavaScript, nothing fetched) that
shows the sheet's items and saves the filled sheet as the same CSV `stresskit annotate export` writes.

Answers are also kept in the browser's localStorage, so closing the page loses nothing.
"""

from __future__ import annotations

import html
import json
import re

from stresskit.research.annotation import SHEET_COLUMNS
from stresskit.tables import Table

_PAGE = """<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8">
<title>stresskit annotation: __TITLE__</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 56em; color: #222; }
.item { border: 1px solid #ccc; border-radius: 6px; padding: 0.8em 1em; margin: 1em 0; }
.item.done { border-color: #6a6; }
.text { font-size: 1.15em; margin: 0.2em 0; }
fieldset { border: none; padding: 0; margin: 0.4em 0; display: inline-block; margin-right: 2em; }
textarea { width: 100%; min-height: 2.5em; }
#bar { position: sticky; top: 0; background: #fff; padding: 0.5em 0; border-bottom: 1px solid #ccc; }
</style></head><body>
<h1>Annotation: __TITLE__</h1>
<p>For each pair: does the premise (前提) entail the hypothesis (仮説), contradict it, or neither?
Is the premise natural Japanese? Add a reason if you like. Then press <b>Save CSV</b> and send the file back.</p>
<div id="bar"><label>Annotator: <input id="annotator" required></label>
<button id="save" type="button">Save CSV</button> <span id="progress"></span></div>
<div id="items"></div>
<script type="application/json" id="sheet">__ITEMS__</script>
<script>
"use strict";
const COLUMNS = __COLUMNS__;
const LABELS = [["entailment", "含意 entailment"], ["neutral", "中立 neutral"], ["contradiction", "矛盾 contradiction"]];
const NATURALNESS = [["natural", "自然 natural"], ["unnatural", "不自然 unnatural"]];
const items = JSON.parse(document.getElementById("sheet").textContent);
const storageKey = "stresskit-annotation:" + __STORAGE__;
const saved = JSON.parse(localStorage.getItem(storageKey) || "{}");
const answers = saved.answers || {};
const annotator = document.getElementById("annotator");
annotator.value = saved.annotator || "";

function store() {
  localStorage.setItem(storageKey, JSON.stringify({annotator: annotator.value, answers: answers}));
  const done = items.filter(item => (answers[item.item_id] || {}).label).length;
  document.getElementById("progress").textContent = done + " / " + items.length + " labelled";
}

function choices(item, field, options) {
  const set = document.createElement("fieldset");
  for (const [value, text] of options) {
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.type = "radio";
    input.name = item.item_id + ":" + field;
    input.value = value;
    input.checked = (answers[item.item_id] || {})[field] === value;
    input.addEventListener("change", () => {
      answers[item.item_id] = Object.assign(answers[item.item_id] || {}, {[field]: value});
      render(item);
      store();
    });
    label.append(input, " " + text + " ");
    set.append(label);
  }
  return set;
}

const boxes = {};
function render(item) {
  boxes[item.item_id].classList.toggle("done", Boolean((answers[item.item_id] || {}).label));
}

for (const item of items) {
  const box = document.createElement("div");
  box.className = "item";
  boxes[item.item_id] = box;
  const head = document.createElement("div");
  head.textContent = item.item_id;
  const premise = document.createElement("div");
  premise.className = "text";
  premise.textContent = "前提: " + item.premise;
  const hypothesis = document.createElement("div");
  hypothesis.className = "text";
  hypothesis.textContent = "仮説: " + item.hypothesis;
  const reason = document.createElement("textarea");
  reason.placeholder = "reason (optional)";
  reason.value = (answers[item.item_id] || {}).reason || "";
  reason.addEventListener("input", () => {
    answers[item.item_id] = Object.assign(answers[item.item_id] || {}, {reason: reason.value});
    store();
  });
  box.append(head, premise, hypothesis, choices(item, "label", LABELS), choices(item, "naturalness", NATURALNESS), reason);
  document.getElementById("items").append(box);
  render(item);
}
annotator.addEventListener("input", store);
store();

function cell(value) {
  const text = String(value == null ? "" : value);
  return /[",\\r\\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
}

document.getElementById("save").addEventListener("click", () => {
  if (!annotator.value.trim()) {
    alert("Enter your name as annotator first.");
    annotator.focus();
    return;
  }
  const lines = [COLUMNS.join(",")];
  for (const item of items) {
    const answer = answers[item.item_id] || {};
    const row = Object.assign({}, item, answer, {annotator: annotator.value.trim()});
    lines.push(COLUMNS.map(column => cell(row[column])).join(","));
  }
  const blob = new Blob([lines.join("\\n") + "\\n"], {type: "text/csv;charset=utf-8"});
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = __FILENAME__;
  link.click();
  URL.revokeObjectURL(link.href);
});
</script>
</body></html>
"""


def annotation_form(sheet: Table, title: str) -> str:
    """The form for `sheet`'s items; the CSV it saves is named after `title` and the annotator fills it in."""
    items = [{column: row[column] for column in ("item_id", "premise", "hypothesis")} for row in sheet.rows]
    replacements = {
        "__TITLE__": html.escape(title),
        # "<" escaped so no text can close the script element that carries the items.
        "__ITEMS__": json.dumps(items, ensure_ascii=False).replace("<", "\\u003c"),
        "__COLUMNS__": json.dumps(list(SHEET_COLUMNS)),
        "__STORAGE__": json.dumps(title).replace("<", "\\u003c"),
        "__FILENAME__": json.dumps(f"{title}-annotated.csv").replace("<", "\\u003c"),
    }
    # One pass, so a title that happens to contain a placeholder is not expanded again.
    return re.sub("|".join(replacements), lambda match: replacements[match.group(0)], _PAGE)
