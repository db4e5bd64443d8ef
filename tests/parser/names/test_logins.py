"""parser.names.logins: a written name and a forum login as one account (invented names)."""

from __future__ import annotations

from votecount.parser.names.logins import initials, looks_like, same_name, same_prefix, typo


def test_each_rule():
    assert same_name("Miles_Edgeworth", "miles edgeworth")
    assert initials("BulletNLynchproof", "BNL") and initials("Miles Edgeworth", "ME")
    assert not initials("Miles Edgeworth", "Miles Edgeworth")
    assert same_prefix("Wake88", "Wake1") and not same_prefix("Wak", "Wake1")
    assert typo("Quillfeather", "Quilfeather") and not typo("Ivo", "Iva")


def test_a_listed_name_looks_like_the_login_it_is_written_for():
    assert looks_like("ME", "Miles Edgeworth")  # the list wrote the login's initials
    assert not looks_like("Miles Edgeworth", "ME")  # not the other way round for two letters
    assert looks_like("BulletNLynchproof", "BNL")  # an account renamed to its initials
    assert not looks_like("Juno", "Bramble")
