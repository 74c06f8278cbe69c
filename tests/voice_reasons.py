"""The skip reasons of the voice ops' thing agents, written once for the test files that pin them.

from voice_reasons import flip_by_thing, flip_thing, thing_passive
"""

from __future__ import annotations


def thing_passive(theme: str, verb: str, agent: str) -> str:
    """passive-by-default's `native_thing_passive: false`: a thing's passive of a native verb with a specific agent."""
    return (
        f"nothing shows that {theme} names a person or an animal, {verb} is no Sino-Japanese verbal noun + する, and"
        f" nothing shows that its agent {agent} is an organisation: a thing's passive with a specific agent would read"
        " as translationese (×高価な服は彼女によって買われた)"
    )


def flip_by_thing(theme: str) -> str:
    """flip-to-passive-by's `thing_by_agent: false`: a thing as the new agent of a passive with によって."""
    return (
        f"nothing shows that the object {theme} names a person or an animal: as the agent of a passive with によって it"
        " would read as a cause or a means, not as who acted"
    )


def flip_thing(theme: str) -> str:
    """flip-to-passive's `ni_agent`: a thing as the new agent of a verb that is no physical action, feeling or
    knowing."""
    return (
        f"nothing shows that the object {theme} names a person or an animal, and the verb is no physical action,"
        " feeling or knowing: as the agent, with に it would read as a place, a state or a cause, and with によって as"
        " a cause or a means"
    )


def specific_agent(theme: str, agent: str, evidence: str) -> str:
    """Every passive rule's `specific_agent_thing_passive: false` (`specific_agent_ni_thing_passive` for the rules
    whose agent takes に): a thing's passive with one particular person as its agent and nothing that makes it
    natural."""
    return (
        f"nothing shows that {theme} names a person or an animal, and its agent {agent} names someone in"
        f" particular ({evidence}): a thing's passive with one particular person as its agent reads as translated"
        " Japanese (×新しい車は彼に買われた) unless it is the written register's (a Sino-Japanese verbal noun with"
        " によって: 目的は彼女によって達成された), names a work's author (この絵はピカソによって描かれた), reads as"
        " adversative (約束は彼に破られた) or marks who feels (その知らせは彼に喜ばれた)"
    )
