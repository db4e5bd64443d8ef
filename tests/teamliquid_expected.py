"""The vote counts the hosts of two real TeamLiquid games posted, as data for
tests/test_teamliquid_counts.py: facts read from the hosts' count posts (one string per
wagon, "target: voter, voter", holding the voters whose votes still stand), never the
posts' text."""

from __future__ import annotations

# Student Mafia V: every vote count the hosts (Blazinghand, Half the Sky) posted.
STUDENT_V: dict[int, tuple[str, ...]] = {
    263: (
        "Damdred: GlowingBear, coolTLname",
        "jarjarbinks: LightningStrike",
    ),
    326: (
        "Damdred: GlowingBear",
        "coolTLname: Damdred",
    ),
    364: ("Breshke: GlowingBear",),
    551: (
        "geript: GlowingBear",
        "Trfel: TheWarWaffle, rsoultin",
        "jarjarbinks: Breshke",
        "Breshke: LightningStrike",
    ),
    591: (
        "geript: GlowingBear",
        "Trfel: TheWarWaffle",
        "jarjarbinks: Breshke",
        "Breshke: LoneMeow, LightningStrike",
        "LoneMeow: Damdred",
    ),
    666: (
        "Damdred: GlowingBear",
        "jarjarbinks: Breshke",
        "Breshke: LightningStrike",
        "LoneMeow: Damdred",
        "GlowingBear: geript, TheWarWaffle",
    ),
    712: (
        "Damdred: GlowingBear, rsoultin, LightningStrike",
        "jarjarbinks: Breshke",
        "LoneMeow: Damdred",
        "GlowingBear: geript, TheWarWaffle",
    ),
    746: (
        "Damdred: GlowingBear, rsoultin, LightningStrike",
        "jarjarbinks: Breshke, Damdred",
        "LoneMeow: Trfel, jarjarbinks",
        "GlowingBear: geript, TheWarWaffle, DarthPunk",
    ),
    774: (
        "Damdred: rsoultin, LightningStrike",
        "jarjarbinks: Breshke, Damdred, GlowingBear",
        "LoneMeow: Trfel, jarjarbinks",
        "GlowingBear: geript, TheWarWaffle, DarthPunk",
    ),
    788: (
        "Damdred: rsoultin, LightningStrike",
        "jarjarbinks: Breshke, Damdred, GlowingBear",
        "LoneMeow: Trfel",
        "GlowingBear: geript, TheWarWaffle, DarthPunk, jarjarbinks, The Shining",
    ),
    800: (
        "Damdred: rsoultin, LightningStrike",
        "jarjarbinks: Breshke, Damdred, GlowingBear",
        "GlowingBear: geript, TheWarWaffle, DarthPunk, jarjarbinks, The Shining, Trfel",
    ),
    803: (
        "Damdred: rsoultin, LightningStrike",
        "jarjarbinks: Breshke, Damdred, GlowingBear, LoneMeow",
        "GlowingBear: geript, TheWarWaffle, DarthPunk, jarjarbinks, The Shining, Trfel",
    ),
    822: (
        "Damdred: rsoultin",
        "TheWarWaffle: geript",
        "jarjarbinks: Breshke, Damdred, GlowingBear, LoneMeow, LightningStrike",
        "GlowingBear: TheWarWaffle, DarthPunk, jarjarbinks, The Shining, Trfel",
    ),
    839: (
        "Damdred: rsoultin",
        "TheWarWaffle: geript, DarthPunk",
        "jarjarbinks: Breshke, Damdred, GlowingBear, LoneMeow, LightningStrike",
        "GlowingBear: TheWarWaffle, jarjarbinks, The Shining, Trfel",
    ),
    846: (
        "Damdred: rsoultin",
        "TheWarWaffle: geript, DarthPunk, Trfel",
        "jarjarbinks: Breshke, Damdred, GlowingBear, LoneMeow, LightningStrike",
        "GlowingBear: TheWarWaffle, jarjarbinks, The Shining",
    ),
    856: (
        "TheWarWaffle: geript, DarthPunk, Trfel, LoneMeow, LightningStrike, rsoultin, jarjarbinks, Damdred",
        "jarjarbinks: Breshke, GlowingBear",
        "GlowingBear: TheWarWaffle, The Shining",
    ),
    986: ("Trfel: LightningStrike, DarthPunk, Breshke",),
    1115: (
        "Trfel: LightningStrike, DarthPunk, Breshke, Damdred, rsoultin, jarjarbinks, The Shining",
    ),
    1134: (
        "Trfel: LightningStrike, DarthPunk, Breshke, Damdred, rsoultin, jarjarbinks, The Shining",
    ),
    1152: (
        "Trfel: LightningStrike, DarthPunk, Breshke, Damdred, rsoultin, jarjarbinks, The Shining, geript",
    ),
    1209: (
        "Trfel: LightningStrike, DarthPunk, Breshke, Damdred, rsoultin, jarjarbinks, The Shining, geript, LoneMeow",
        "LightningStrike: Trfel",
    ),
    1219: (
        "Trfel: LightningStrike, DarthPunk, Breshke, Damdred, rsoultin, jarjarbinks, The Shining, geript, LoneMeow",
        "LightningStrike: Trfel",
    ),
    1378: ("LoneMeow: geript, rsoultin, Damdred",),
    1385: (
        "LoneMeow: rsoultin, Damdred",
        "Damdred: geript",
    ),
    1523: (
        "LoneMeow: rsoultin, Damdred, jarjarbinks, Breshke, The Shining",
        "Damdred: geript",
    ),
    1598: (
        "LoneMeow: rsoultin, Damdred, jarjarbinks, Breshke, The Shining",
        "Damdred: geript, DarthPunk",
    ),
    1659: (
        "LoneMeow: rsoultin, Damdred, jarjarbinks, Breshke, The Shining",
        "Damdred: geript, LoneMeow",
        "The Shining: DarthPunk",
    ),
    1670: (
        "LoneMeow: rsoultin, jarjarbinks, Breshke, The Shining",
        "Damdred: geript, LoneMeow",
        "The Shining: DarthPunk",
        "Breshke: Damdred",
    ),
    1691: (
        "LoneMeow: rsoultin, jarjarbinks, Breshke, The Shining",
        "Breshke: Damdred, geript, DarthPunk, LoneMeow",
    ),
    1707: (
        "LoneMeow: rsoultin, jarjarbinks, Breshke, The Shining",
        "Breshke: Damdred, geript, DarthPunk, LoneMeow",
    ),
    1904: ("no lynch: Breshke",),
    1984: (
        "Breshke: Damdred, DarthPunk",
        "no lynch: Breshke, rsoultin",
    ),
    2004: (
        "Breshke: Damdred, DarthPunk",
        "The Shining: geript",
        "no lynch: Breshke, rsoultin",
    ),
    2228: (
        "Breshke: Damdred, DarthPunk, geript",
        "no lynch: Breshke, rsoultin",
    ),
    2267: (
        "Damdred: rsoultin",
        "Breshke: DarthPunk, geript",
        "DarthPunk: Breshke",
    ),
    2279: (
        "Damdred: rsoultin",
        "Breshke: DarthPunk, geript, The Shining",
        "DarthPunk: Breshke",
    ),
    2291: (
        "Damdred: rsoultin",
        "Breshke: DarthPunk, geript, The Shining, Damdred",
        "DarthPunk: Breshke",
    ),
    2302: (
        "Damdred: rsoultin, Breshke",
        "Breshke: DarthPunk, geript, The Shining, Damdred",
    ),
    2321: (
        "Damdred: rsoultin, Breshke",
        "Breshke: DarthPunk, geript, The Shining, Damdred",
    ),
    2342: (
        "rsoultin: Damdred, geript",
        "Damdred: rsoultin, Breshke",
        "Breshke: DarthPunk, The Shining",
    ),
    2350: (
        "rsoultin: Damdred, geript, DarthPunk",
        "Damdred: rsoultin, Breshke",
        "Breshke: The Shining",
    ),
    2371: (
        "rsoultin: Damdred, geript, DarthPunk",
        "Damdred: rsoultin, Breshke",
        "Breshke: The Shining",
    ),
}

# Student Mafia V: each day's lynch (host posts 859, 1221, 1712, 2374).
STUDENT_V_LYNCHES = {1: "TheWarWaffle", 2: "Trfel", 3: "LoneMeow", 4: "rsoultin"}


# Hammertime Mafia: host counts (Artanis[Xp], LightningStrike, Trfel, Cephiro) that the
# recording holds every vote for: Day 1 before the 400-post gap, and Day 2. Post
# numbers are the corpus's (400 lower than the forum's after our post 620).
HAMMERTIME: dict[int, tuple[str, ...]] = {
    284: (
        "IAmRobik: GlowingBear, Palmar",
        "Eden1892: liancourt",
        "GlowingBear: Half the Sky",
    ),
    321: (
        "GlowingBear: Half the Sky, IAmRobik, VisceraEyes",
        "IAmRobik: GlowingBear, Palmar",
        "Eden1892: liancourt",
    ),
    479: (
        "GlowingBear: Half the Sky, IAmRobik",
        "IAmRobik: GlowingBear, Palmar",
        "Eden1892: liancourt",
        "Palmar: VisceraEyes",
    ),
    485: (
        "GlowingBear: Half the Sky, IAmRobik",
        "IAmRobik: GlowingBear, Palmar",
        "Eden1892: liancourt",
        "Palmar: VisceraEyes",
        "liancourt: Toadesstern",
    ),
    577: (
        "GlowingBear: Half the Sky, IAmRobik",
        "IAmRobik: GlowingBear",
        "Eden1892: liancourt",
        "Toadesstern: Palmar",
        "Palmar: VisceraEyes",
    ),
    591: (
        "GlowingBear: Half the Sky, IAmRobik",
        "IAmRobik: GlowingBear",
        "Eden1892: liancourt",
        "Toadesstern: Palmar",
        "liancourt: Onegu",
    ),
    996: (
        "liancourt: Onegu, Half the Sky",
        "Onegu: VisceraEyes",
    ),
    1048: (
        "liancourt: Onegu, Half the Sky",
        "GlowingBear: VisceraEyes",
    ),
    1070: (
        "liancourt: Onegu, Half the Sky",
        "Palmar: VisceraEyes, GlowingBear",
    ),
    1147: (
        "Palmar: VisceraEyes, GlowingBear, Onegu",
        "liancourt: Half the Sky",
    ),
    1152: (
        "Palmar: VisceraEyes, GlowingBear, Onegu, liancourt",
        "liancourt: Half the Sky",
    ),
}

# Hammertime, Day 1 after the gap: the votes cast in the missing forum posts 621-1020
# are unknown, so only players who voted or unvoted in a recorded post after the gap
# can be compared (their vote must be where the host put it).
HAMMERTIME_AFTER_GAP: dict[int, tuple[str, ...]] = {
    663: (
        "liancourt: Onegu, VisceraEyes",
        "Toadesstern: Palmar, GlowingBear",
        "GlowingBear: IAmRobik",
        "Onegu: liancourt",
    ),
    716: (
        "Toadesstern: Palmar, GlowingBear, Eden1892",
        "liancourt: Onegu, VisceraEyes",
        "GlowingBear: IAmRobik",
        "Onegu: liancourt",
    ),
    737: (
        "liancourt: Onegu, VisceraEyes, Half the Sky",
        "Toadesstern: Palmar, Eden1892",
        "GlowingBear: IAmRobik",
        "Onegu: liancourt",
        "IAmRobik: GlowingBear",
    ),
    780: (
        "liancourt: Onegu, VisceraEyes, Half the Sky",
        "Toadesstern: Palmar, Eden1892, GlowingBear",
        "GlowingBear: IAmRobik",
        "Onegu: liancourt",
    ),
    797: (
        "liancourt: Onegu, VisceraEyes, Half the Sky, Toadesstern",
        "Toadesstern: Palmar, Eden1892, GlowingBear",
        "GlowingBear: IAmRobik",
        "Onegu: liancourt",
    ),
    819: (
        "liancourt: Onegu, Half the Sky, Toadesstern",
        "Toadesstern: Palmar, Eden1892, GlowingBear",
        "GlowingBear: IAmRobik",
        "Onegu: liancourt",
    ),
    834: (
        "liancourt: Onegu, Half the Sky, Toadesstern",
        "Toadesstern: Palmar, GlowingBear",
        "GlowingBear: IAmRobik",
        "Onegu: liancourt",
        "Palmar: Eden1892",
    ),
    851: (
        "liancourt: Onegu, Toadesstern",
        "Toadesstern: Palmar, GlowingBear",
        "Palmar: Eden1892, Half the Sky",
        "GlowingBear: IAmRobik",
        "Onegu: liancourt",
    ),
    868: (
        "liancourt: Onegu, Toadesstern, Half the Sky",
        "Toadesstern: Palmar, GlowingBear",
        "GlowingBear: IAmRobik, Eden1892",
        "Onegu: liancourt",
    ),
    962: (
        "Toadesstern: Palmar, GlowingBear, Eden1892, Onegu, Half the Sky",
        "liancourt: Toadesstern",
        "GlowingBear: IAmRobik",
        "Onegu: liancourt",
    ),
}

# Hammertime: each day's hammer (host posts 962, 1152, 1172).
HAMMERTIME_HAMMERS = {1: "Toadesstern", 2: "Palmar", 3: "GlowingBear"}
GAP_AFTER = 620
