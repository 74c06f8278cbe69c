"""ともに 'both' floated off a plural subject (両党がともに…表明した) strands in the voice ops' rewrite (×連立の意向が
ともに両党によって表明された, heldout-l generate class 2): Sudachi splits it into とも + に, so the voice ops' floated
quantifier check reads two tokens, and uses the clause view's floating_quantifiers lexicon (one class for every op).
Xとともに 'together with' and 何人かの 'some (people's)' are no floated quantifiers."""

from fidelity_cases import rewrite_and_skip_tests

FLOATED = "clause has a floated quantifier, which would be stranded or read with another phrase"

REWRITES = [
    ("彼は妻と共に料理を作った。", "causative", "ga-o", "ある人が彼に妻と共に料理を作らせた。"),
    ("彼は友人とともに山を登った。", "causative", "ga-o", "ある人が彼に友人とともに山を登らせた。"),
    ("両党が連立の意向を表明した。", "passive", "ga-o", "連立の意向が両党によって表明された。"),
]

SKIPS = [
    ("両党がともに連立の意向を表明した。", "passive", "ga-o", FLOATED),
    ("兄と姉がともに父を手伝った。", "causative", "ga-o", FLOATED),
]

test_rewrite, test_skip = rewrite_and_skip_tests(REWRITES, SKIPS)
