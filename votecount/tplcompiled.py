"""The built-in count and audit templates as Python: written by
``python -m votecount.tplcompile`` from the ``.j2`` files (the source of truth);
do not edit. ``votecount/render.py`` uses it while each digest matches."""

# mypy: ignore-errors
# ruff: noqa
from votecount.tplruntime import Loop, Undefined, attr, cat, cond_missing, fmap, include, item, join, length, parameter, resolve

SOURCES = {
    'audit.md.j2': '78ebd357b5cfcee78fe104c77d102aceeb6fd9f6a7a83c06a553a1c38d5aa445',
    'botf/vote_count.md.j2': '0f31c69f4fe5c6eae3f9a0411d26f95a72b8748cca0fe6af1b11ec1aa3c5d6e9',
    'events/vote_count.md.j2': '41875f8dead830eaf44e62cc1b609cb92d26acfe47e23667223f616733c0c630',
    'shapeshifters/vote_count.md.j2': '409106189dad005f418f0a094cda1143ee5c58c96fc3b89f00af4c34d6b69250',
    'vote_count.md.j2': 'd8e23e0ab14ece84d79656d8d1bae465c07f4e6a4d8059eb2c6edcde4e6561b5',
    'audit.bbcode.j2': 'af797854dab14aa61305f0e738d850d8f006ef910944263b59f17382d1dfd9eb',
    'botf/vote_count.bbcode.j2': '37f717a30660dd3c8435a222a217528e7c3ec6ac54e07564b35c24fd79dcbd73',
    'events/vote_count.bbcode.j2': 'b0fb00cf3071156f3769d7be884c6124b5f1b41c07ee6916a216455debf1d229',
    'shapeshifters/vote_count.bbcode.j2': '113b416347d964fc638d6ff12a9eab80aaf49d8fec283d1a84a67de75bcecd45',
    'vote_count.bbcode.j2': '6fd69697760825d1b9a5c75c2fa4e0d76eed1d0c95234ea221d3474d18e0bc3c',
    'audit.txt.j2': '7df3a570fabfaa9c791a4bb9be11b7177626c6d0fef98ce8e68058ffbcbfb0d5',
    'botf/vote_count.txt.j2': 'd9e8cb42275939112319f0782a53e4f153c95a410af86089804548629ed1f288',
    'events/vote_count.txt.j2': 'a4e38cddeb9df33fc4e2992a1ac5be67e5a9699139d84ca1c50b3a70d816fcfa',
    'shapeshifters/vote_count.txt.j2': '0d47dd17b6abf3c68573025c67e6967b3490139de7b8a9b5c73b31f5dc0cb5c9',
    'vote_count.txt.j2': '1edd79abbc2698271af9576da8636f7f2ad733440e8b8a334ae02adb3ced9367',
}


# audit.md.j2
def t0(ctx, out, F):
    w = out.append
    def m1_where(p1_link=parameter('link')):
        out = []
        w = out.append
        if (p1_link is None):
            w('host event')
        elif (attr(p1_link, 'number') is None):
            w(str(attr(p1_link, 'time')))
        elif attr(p1_link, 'url'):
            w('[#')
            w(str(attr(p1_link, 'number')))
            w('](')
            w(str(F['url'](attr(p1_link, 'url'))))
            w(')')
        else:
            w('#')
            w(str(attr(p1_link, 'number')))
        return "".join(out)
    ctx['where'] = m1_where
    def m2_rich(p2_line=parameter('line')):
        out = []
        w = out.append
        seq3 = list(p2_line)
        for i3, v3_s in enumerate(seq3):
            loop3 = Loop(i3, len(seq3))
            if attr(v3_s, 'link'):
                w(str(resolve(ctx, 'where')(attr(v3_s, 'link'))))
            elif attr(v3_s, 'name'):
                w(str(F['esc'](attr(v3_s, 'text'))))
            else:
                w(str(attr(v3_s, 'text')))
        return "".join(out)
    ctx['rich'] = m2_rich
    def m4_problems(p4_title=parameter('title'), p4_rows=parameter('rows')):
        out = []
        w = out.append
        w('**')
        w(str(p4_title))
        w(' (')
        w(str(length(p4_rows)))
        w(')**\n\n')
        seq5 = list(p4_rows)
        for i5, v5_p in enumerate(seq5):
            loop5 = Loop(i5, len(seq5))
            w('- ')
            w(str(resolve(ctx, 'where')(attr(v5_p, 'link'))))
            if attr(v5_p, 'phase'):
                w(' ')
                w(str(attr(v5_p, 'phase')))
            if attr(v5_p, 'player'):
                w(' ')
                w(str(F['esc'](attr(v5_p, 'player'))))
            w(': `')
            w(str(attr(v5_p, 'code')))
            w('` ')
            if attr(v5_p, 'title'):
                w(str(attr(v5_p, 'title')))
                w(' — ')
            w(str(F['esc'](attr(v5_p, 'reason'))))
            if attr(v5_p, 'raw'):
                w(' ("')
                w(str(F['esc'](attr(v5_p, 'raw'))))
                w('")')
            w('\n')
        if not seq5:
            w('- none\n')
        return "".join(out)
    ctx['problems'] = m4_problems
    w('### ')
    w(str(F['esc'](attr(resolve(ctx, 'audit'), 'game'))))
    w(': audit\n\n*')
    w(str(attr(resolve(ctx, 'audit'), 'ruleset')))
    w(' rules; as of ')
    w(str((attr(resolve(ctx, 'audit'), 'as_of_time') or 'the last post')))
    w('; prods after ')
    w(str(attr(resolve(ctx, 'audit'), 'prod_hours')))
    w(' h without a post*\n\n')
    w(str(resolve(ctx, 'problems')('Errors: commands not counted', attr(resolve(ctx, 'audit'), 'errors'))))
    w('\n')
    w(str(resolve(ctx, 'problems')('Warnings', attr(resolve(ctx, 'audit'), 'warnings'))))
    w('\n')
    w(str(resolve(ctx, 'problems')('Notices', attr(resolve(ctx, 'audit'), 'notices'))))
    w('\n')
    if attr(resolve(ctx, 'audit'), 'exiles'):
        w('**Exiles**\n\n')
        seq6 = list(attr(resolve(ctx, 'audit'), 'exiles'))
        for i6, v6_p in enumerate(seq6):
            loop6 = Loop(i6, len(seq6))
            w('- ')
            w(str(resolve(ctx, 'where')(attr(v6_p, 'link'))))
            w(' ')
            w(str(attr(v6_p, 'phase')))
            w(': ')
            w(str(F['esc'](attr(v6_p, 'reason'))))
            w('\n')
        w('\n')
    seq7 = list(attr(resolve(ctx, 'audit'), 'whispers'))
    for i7, v7_w in enumerate(seq7):
        loop7 = Loop(i7, len(seq7))
        w('**Whispers, Day ')
        w(str(attr(v7_w, 'day')))
        w('** (at most ')
        w(str(attr(v7_w, 'cap')))
        w(' partners a day; Storyteller whispers do not count)\n\n')
        if attr(v7_w, 'rows'):
            w('| Player | Partners | Storyteller whispers | Whispers opened |\n|---|---|---|---|\n')
            seq8 = list(attr(v7_w, 'rows'))
            for i8, v8_r in enumerate(seq8):
                loop8 = Loop(i8, len(seq8))
                w('| ')
                w(str(F['esc'](attr(v8_r, 'player'))))
                w(' | ')
                w(str((join(fmap(F, attr(v8_r, 'partners'), 'esc'), ', ') or '-')))
                w(' (')
                w(str(attr(v8_r, 'count')))
                if attr(v8_r, 'over'):
                    w(', over the cap')
                elif attr(v8_r, 'full'):
                    w(', cap reached')
                w(') | ')
                w(str(attr(v8_r, 'storyteller')))
                w(' | ')
                w(str(attr(v8_r, 'sessions')))
                w(' |\n')
            w('\n')
        if attr(v7_w, 'quiet'):
            w('No whispers: ')
            w(str(join(fmap(F, attr(v7_w, 'quiet'), 'esc'), ', ')))
            w('\n\n')
        seq9 = list(attr(v7_w, 'sessions'))
        for i9, v9_line in enumerate(seq9):
            loop9 = Loop(i9, len(seq9))
            w('- ')
            w(str(resolve(ctx, 'rich')(v9_line)))
            w('\n')
        w('\n')
    w('**Activity**\n\n| Player | Alive | ')
    seq10 = list(attr(resolve(ctx, 'audit'), 'phases'))
    for i10, v10_ph in enumerate(seq10):
        loop10 = Loop(i10, len(seq10))
        w(str(v10_ph))
        w(' | ')
    w('Posts | Last post | Days without a vote | Prod |\n|---|---|')
    seq11 = list(attr(resolve(ctx, 'audit'), 'phases'))
    for i11, v11_ph in enumerate(seq11):
        loop11 = Loop(i11, len(seq11))
        w('---|')
    w('---|---|---|---|\n')
    seq12 = list(attr(resolve(ctx, 'audit'), 'activity'))
    for i12, v12_a in enumerate(seq12):
        loop12 = Loop(i12, len(seq12))
        w('| ')
        w(str(F['esc'](attr(v12_a, 'player'))))
        if attr(v12_a, 'former'):
            w(' (replaced ')
            w(str(join(fmap(F, attr(v12_a, 'former'), 'esc'), ', ')))
            w(')')
        w(' | ')
        w(str(('yes' if attr(v12_a, 'alive') else 'no')))
        w(' | ')
        seq13 = list(attr(v12_a, 'posts'))
        for i13, v13_n in enumerate(seq13):
            loop13 = Loop(i13, len(seq13))
            w(str(v13_n))
            w(' | ')
        w(str(attr(v12_a, 'total_posts')))
        w(' | ')
        w(str((resolve(ctx, 'where')(attr(v12_a, 'last_post')) if attr(v12_a, 'last_post') else 'never')))
        w(' | ')
        w(str((join(attr(v12_a, 'days_without_vote'), ', ') or '-')))
        w(' | ')
        w(str(('due' if attr(v12_a, 'prod_due') else '')))
        w(' |\n')


# botf/vote_count.md.j2
def t1(ctx, out, F):
    w = out.append
    if attr(attr(resolve(ctx, 'day'), 'system'), 'phase'):
        w(str(attr(attr(resolve(ctx, 'day'), 'system'), 'phase')))
        w('\n\n')
    if attr(attr(resolve(ctx, 'day'), 'system'), 'rows'):
        w('| Nominator | Nominatee | Voted by | Total Votes |\n|---|---|---|---|\n')
        seq1 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'rows'))
        for i1, v1_r in enumerate(seq1):
            loop1 = Loop(i1, len(seq1))
            w('| ')
            w(str(F['esc'](attr(v1_r, 'nominator'))))
            w(' | ')
            w(str(resolve(ctx, 'post')(F['esc'](attr(v1_r, 'nominee')), attr(v1_r, 'link'))))
            w(' | ')
            if attr(v1_r, 'queued'):
                w('*queued: takes effect when nominations open*')
            else:
                w(str(resolve(ctx, 'voters')(attr(v1_r, 'votes'))))
            if attr(v1_r, 'note'):
                w(' *(')
                w(str(attr(v1_r, 'note')))
                w(')*')
            w(' | ')
            w(str(attr(v1_r, 'total')))
            w(' |\n')
        w('\n')
    w(str(resolve(ctx, 'rich')(attr(attr(resolve(ctx, 'day'), 'system'), 'threshold'))))
    w('\n\n')
    seq2 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'outcome'))
    for i2, v2_line in enumerate(seq2):
        loop2 = Loop(i2, len(seq2))
        w(str(resolve(ctx, 'rich')(v2_line)))
        w('\n\n')
    seq3 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'exiles'))
    for i3, v3_e in enumerate(seq3):
        loop3 = Loop(i3, len(seq3))
        w(str(resolve(ctx, 'rich')(attr(v3_e, 'line'))))
        w(' Yes: ')
        w(str(resolve(ctx, 'voters')(attr(v3_e, 'votes'))))
        w('.\n\n')
    if attr(attr(resolve(ctx, 'day'), 'system'), 'fiddler'):
        w(str(resolve(ctx, 'rich')(attr(attr(attr(resolve(ctx, 'day'), 'system'), 'fiddler'), 'title'))))
        w('\n\n')
        seq4 = list(attr(attr(attr(resolve(ctx, 'day'), 'system'), 'fiddler'), 'sides'))
        for i4, v4_s in enumerate(seq4):
            loop4 = Loop(i4, len(seq4))
            w('- **')
            w(str(F['esc'](attr(v4_s, 'name'))))
            w('** (')
            w(str(attr(v4_s, 'total')))
            w('): ')
            if attr(v4_s, 'votes'):
                w(str(resolve(ctx, 'voters')(attr(v4_s, 'votes'))))
            else:
                w('nobody')
            w('\n')
        w('\n')
        w(str(resolve(ctx, 'rich')(attr(attr(attr(resolve(ctx, 'day'), 'system'), 'fiddler'), 'status'))))
        w('\n\n')
    if attr(attr(resolve(ctx, 'day'), 'system'), 'ghosts'):
        w(str(resolve(ctx, 'rich')(attr(attr(resolve(ctx, 'day'), 'system'), 'ghosts'))))
        w('\n\n')
    w('**Not voting (')
    w(str((length(attr(resolve(ctx, 'day'), 'not_voting')) + length(attr(resolve(ctx, 'day'), 'not_voting_dead')))))
    w('):** ')
    seq5 = list(attr(resolve(ctx, 'day'), 'not_voting'))
    for i5, v5_name in enumerate(seq5):
        loop5 = Loop(i5, len(seq5))
        w(str(F['esc'](v5_name)))
        if (not attr(loop5, 'last')):
            w(', ')
    if not seq5:
        if (not attr(resolve(ctx, 'day'), 'not_voting_dead')):
            w('nobody')
    seq6 = list(attr(resolve(ctx, 'day'), 'not_voting_dead'))
    for i6, v6_name in enumerate(seq6):
        loop6 = Loop(i6, len(seq6))
        if (attr(resolve(ctx, 'day'), 'not_voting') or (not attr(loop6, 'first'))):
            w(', ')
        w(str(F['esc'](v6_name)))
        w(' (dead, token unused)')
    w('\n\n**Players**\n\n')
    seq7 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'players'))
    for i7, v7_p in enumerate(seq7):
        loop7 = Loop(i7, len(seq7))
        w('- ')
        w(str(F['esc'](attr(v7_p, 'name'))))
        w(str(attr(v7_p, 'suffix')))
        w('\n')


# events/vote_count.md.j2
def t2(ctx, out, F):
    w = out.append
    w(str(resolve(ctx, 'rich')(attr(attr(resolve(ctx, 'day'), 'system'), 'title'))))
    w('\n\n')
    seq1 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'rows'))
    for i1, v1_r in enumerate(seq1):
        loop1 = Loop(i1, len(seq1))
        w('- ')
        w(str(resolve(ctx, 'rich')(attr(v1_r, 'label'))))
        w(' (')
        w(str(attr(v1_r, 'total')))
        w('): ')
        if attr(v1_r, 'votes'):
            w(str(resolve(ctx, 'voters')(attr(v1_r, 'votes'))))
        else:
            w(str(resolve(ctx, 'rich')(attr(v1_r, 'who'))))
        if attr(v1_r, 'note'):
            w(' — *')
            w(str(attr(v1_r, 'note')))
            w('*')
        w('\n')
    if not seq1:
        w('No votes yet.\n')
    w('\n')
    seq2 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'lines'))
    for i2, v2_line in enumerate(seq2):
        loop2 = Loop(i2, len(seq2))
        w(str(resolve(ctx, 'rich')(v2_line)))
        w('\n\n')


# shapeshifters/vote_count.md.j2
def t3(ctx, out, F):
    w = out.append
    seq1 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'rows'))
    for i1, v1_r in enumerate(seq1):
        loop1 = Loop(i1, len(seq1))
        w('- **')
        w(str(F['esc'](attr(v1_r, 'target'))))
        w('** (')
        w(str(attr(v1_r, 'total')))
        if attr(attr(resolve(ctx, 'day'), 'system'), 'host'):
            w(' effective')
        w('): ')
        w(str(resolve(ctx, 'voters')(attr(v1_r, 'votes'))))
        w('\n')
    if not seq1:
        w('Nobody has pointed yet.\n')
    w('\n**Not pointing (')
    w(str(length(attr(attr(resolve(ctx, 'day'), 'system'), 'not_pointing'))))
    w('):** ')
    seq2 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'not_pointing'))
    for i2, v2_name in enumerate(seq2):
        loop2 = Loop(i2, len(seq2))
        w(str(F['esc'](v2_name)))
        if (not attr(loop2, 'last')):
            w(', ')
    if not seq2:
        w('nobody')
    w('\n\n')
    w(str(F['esc'](attr(attr(resolve(ctx, 'day'), 'system'), 'outcome'))))
    w('\n')
    seq3 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'auto_lynched'))
    for i3, v3_p in enumerate(seq3):
        loop3 = Loop(i3, len(seq3))
        w('**Auto-lynched** (inactive): ')
        w(str(F['esc'](v3_p)))
        w('\n')
    if attr(attr(resolve(ctx, 'day'), 'system'), 'host'):
        w('\n**Host view: voids**\n')
        seq4 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'voids'))
        for i4, (v4_v, v4_why, ) in enumerate(seq4):
            loop4 = Loop(i4, len(seq4))
            w('- ')
            w(str(F['esc'](v4_v)))
            w(': ')
            w(str(F['esc'](v4_why)))
            w('\n')
        if not seq4:
            w('- none\n')
        w('\n')
        if attr(attr(resolve(ctx, 'day'), 'system'), 'notices'):
            w('**Warnings (host view)**\n')
            seq5 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'notices'))
            for i5, (v5_where, v5_who, v5_code, v5_why, ) in enumerate(seq5):
                loop5 = Loop(i5, len(seq5))
                w('- ')
                w(str(v5_where))
                w(' ')
                w(str(F['esc'](v5_who)))
                w(': ')
                w(str(v5_code))
                w(' ')
                w(str(F['esc'](v5_why)))
                w('\n')
            w('\n')
        seq6 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'pool'))
        for i6, (v6_h, v6_p, ) in enumerate(seq6):
            loop6 = Loop(i6, len(seq6))
            w("**Harvester's pool** (")
            w(str(F['esc'](v6_h)))
            w('): ')
            w(str(v6_p))
            w('\n')
        seq7 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'night'))
        for i7, v7_n in enumerate(seq7):
            loop7 = Loop(i7, len(seq7))
            if attr(loop7, 'first'):
                w('\n**Night ')
                w(str(attr(v7_n, 'night')))
                w(' PMs** (host view)\n')
            w('- ')
            w(str(F['esc'](attr(v7_n, 'sender'))))
            w(': ')
            w(str(attr(v7_n, 'action')))
            w(' ')
            w(str(F['esc'](attr(v7_n, 'target'))))
            if attr(v7_n, 'note'):
                w(' (')
                w(str(attr(v7_n, 'note')))
                w(')')
            w('\n')
    w('\n**Players:** ')
    seq8 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'players'))
    for i8, v8_p in enumerate(seq8):
        loop8 = Loop(i8, len(seq8))
        if attr(v8_p, 'alive'):
            w(str(F['esc'](attr(v8_p, 'player'))))
        else:
            w('~~')
            w(str(F['esc'](attr(v8_p, 'player'))))
            w('~~')
            if attr(v8_p, 'shown'):
                w(' (')
                w(str(F['esc'](attr(v8_p, 'shown'))))
                w(')')
        if attr(v8_p, 'role'):
            w(' [')
            w(str(F['esc'](attr(v8_p, 'role'))))
            w(']')
        if (not attr(loop8, 'last')):
            w(', ')
    w('\n')
    if (attr(resolve(ctx, 'vc'), 'host_view') and attr(resolve(ctx, 'day'), 'rejected')):
        w('\n**Rejected commands (host view)**\n')
        seq9 = list(attr(resolve(ctx, 'day'), 'rejected'))
        for i9, v9_p in enumerate(seq9):
            loop9 = Loop(i9, len(seq9))
            w('- ')
            w(str((resolve(ctx, 'post')(cat('#', attr(attr(v9_p, 'link'), 'number')), attr(v9_p, 'link')) if (attr(v9_p, 'link') and (not (attr(attr(v9_p, 'link'), 'number') is None))) else 'host event')))
            w(' ')
            w(str(F['esc'](attr(v9_p, 'player'))))
            w(': `')
            w(str(attr(v9_p, 'code')))
            w('` ')
            w(str(F['esc'](attr(v9_p, 'reason'))))
            if attr(v9_p, 'raw'):
                w(' ("')
                w(str(F['esc'](attr(v9_p, 'raw'))))
                w('")')
            w('\n')


# vote_count.md.j2
def t4(ctx, out, F):
    w = out.append
    def m1_post(p1_label=parameter('label'), p1_link=parameter('link')):
        out = []
        w = out.append
        if attr(p1_link, 'url'):
            w('[')
            w(str(p1_label))
            w('](')
            w(str(F['url'](attr(p1_link, 'url'))))
            w(')')
        else:
            w(str(p1_label))
        return "".join(out)
    ctx['post'] = m1_post
    def m2_voters(p2_votes=parameter('votes')):
        out = []
        w = out.append
        seq3 = list(p2_votes)
        for i3, v3_v in enumerate(seq3):
            loop3 = Loop(i3, len(seq3))
            w(str(resolve(ctx, 'post')(F['esc'](attr(v3_v, 'voter')), attr(v3_v, 'link'))))
            if attr(v3_v, 'notes'):
                w(' (')
                w(str(F['esc'](join(attr(v3_v, 'notes'), ', '))))
                w(')')
            if attr(v3_v, 'cast_by'):
                w(' (posted by ')
                w(str(F['esc'](attr(v3_v, 'cast_by'))))
                w(')')
            if (not attr(loop3, 'last')):
                w(', ')
        return "".join(out)
    ctx['voters'] = m2_voters
    def m4_rich(p4_line=parameter('line')):
        out = []
        w = out.append
        seq5 = list(p4_line)
        for i5, v5_s in enumerate(seq5):
            loop5 = Loop(i5, len(seq5))
            if attr(v5_s, 'link'):
                w(str(resolve(ctx, 'post')(attr(v5_s, 'text'), attr(v5_s, 'link'))))
            elif attr(v5_s, 'strong'):
                w('**')
                w(str(F['esc'](attr(v5_s, 'text'))))
                w('**')
            elif attr(v5_s, 'name'):
                w(str(F['esc'](attr(v5_s, 'text'))))
            else:
                w(str(attr(v5_s, 'text')))
        return "".join(out)
    ctx['rich'] = m4_rich
    def m6_stamp():
        out = []
        w = out.append
        if attr(resolve(ctx, 'vc'), 'as_of'):
            w('*As of ')
            if (not (attr(attr(resolve(ctx, 'vc'), 'as_of'), 'number') is None)):
                w(str(resolve(ctx, 'post')(cat('post #', attr(attr(resolve(ctx, 'vc'), 'as_of'), 'number')), attr(resolve(ctx, 'vc'), 'as_of'))))
                w(', ')
            w(str(attr(resolve(ctx, 'vc'), 'as_of_time')))
            w('*')
        else:
            w('*No posts counted yet*')
        return "".join(out)
    ctx['stamp'] = m6_stamp
    if (resolve(ctx, 'day') is None):
        w('### ')
        w(str(F['esc'](attr(resolve(ctx, 'vc'), 'game'))))
        w(': vote count\n\n')
        w(str(resolve(ctx, 'stamp')()))
        w('\n\nNo day has started yet.')
        if attr(resolve(ctx, 'vc'), 'hint'):
            w(' ')
            w(str(F['esc'](attr(resolve(ctx, 'vc'), 'hint'))))
    else:
        w('### ')
        w(str(F['esc'](attr(resolve(ctx, 'vc'), 'game'))))
        w(': ')
        w(str(attr(resolve(ctx, 'day'), 'heading')))
        w(' vote count')
        if (not attr(resolve(ctx, 'day'), 'open')):
            w(' (final)')
        elif attr(resolve(ctx, 'day'), 'closes'):
            w(' (open, ')
            w(str(attr(resolve(ctx, 'day'), 'closes')))
            w(')')
        if attr(resolve(ctx, 'vc'), 'host_view'):
            w(' (host view)')
        w('\n\n')
        w(str(resolve(ctx, 'stamp')()))
        w('\n\n')
        if attr(resolve(ctx, 'day'), 'system'):
            include(TEMPLATES, cat(attr(resolve(ctx, 'day'), 'system_name'), '/vote_count.md.j2'), ctx, out, F)
        else:
            if attr(resolve(ctx, 'day'), 'nominations'):
                w('| Nominator | Nominee | Voted by | Total |\n|---|---|---|---|\n')
                seq7 = list(attr(resolve(ctx, 'day'), 'nominations'))
                for i7, v7_n in enumerate(seq7):
                    loop7 = Loop(i7, len(seq7))
                    w('| ')
                    w(str(F['esc'](attr(v7_n, 'nominator'))))
                    w(' | ')
                    w(str(resolve(ctx, 'post')(F['esc'](attr(v7_n, 'nominee')), attr(v7_n, 'link'))))
                    w(' | ')
                    w(str(resolve(ctx, 'voters')(attr(v7_n, 'votes'))))
                    w(' | ')
                    w(str(attr(v7_n, 'total')))
                    w('/')
                    w(str(attr(v7_n, 'of')))
                    w(' |\n')
                w('\n')
            seq8 = list(attr(resolve(ctx, 'day'), 'wagons'))
            for i8, v8_w in enumerate(seq8):
                loop8 = Loop(i8, len(seq8))
                w('- **')
                w(str(F['esc'](attr(v8_w, 'target'))))
                w('** (')
                w(str(attr(v8_w, 'total')))
                w('/')
                w(str(attr(v8_w, 'threshold')))
                if attr(v8_w, 'needed'):
                    w(', L-')
                    w(str(attr(v8_w, 'needed')))
                w('): ')
                w(str(resolve(ctx, 'voters')(attr(v8_w, 'votes'))))
                w('\n')
            if not seq8:
                if (not attr(resolve(ctx, 'day'), 'nominations')):
                    w('No votes yet.\n')
            w('\n**Not voting (')
            w(str((length(attr(resolve(ctx, 'day'), 'not_voting')) + length(attr(resolve(ctx, 'day'), 'not_voting_dead')))))
            w('):** ')
            seq9 = list(attr(resolve(ctx, 'day'), 'not_voting'))
            for i9, v9_name in enumerate(seq9):
                loop9 = Loop(i9, len(seq9))
                w(str(F['esc'](v9_name)))
                if (not attr(loop9, 'last')):
                    w(', ')
            if not seq9:
                if (not attr(resolve(ctx, 'day'), 'not_voting_dead')):
                    w('nobody')
            seq10 = list(attr(resolve(ctx, 'day'), 'not_voting_dead'))
            for i10, v10_name in enumerate(seq10):
                loop10 = Loop(i10, len(seq10))
                if (attr(resolve(ctx, 'day'), 'not_voting') or (not attr(loop10, 'first'))):
                    w(', ')
                w(str(F['esc'](v10_name)))
                w(' (dead, token unused)')
            w('\n\nWith ')
            w(str(attr(resolve(ctx, 'day'), 'living_count')))
            w(' alive, it takes ')
            w(str(attr(resolve(ctx, 'day'), 'threshold')))
            w(' to eliminate.\n\n')
            seq11 = list(attr(resolve(ctx, 'day'), 'earlier'))
            for i11, (v11_name, v11_number, ) in enumerate(seq11):
                loop11 = Loop(i11, len(seq11))
                w('**')
                w(str(F['esc'](v11_name)))
                w('** was eliminated by majority at post #')
                w(str(v11_number))
                w('; the day went on.\n\n')
            if (attr(resolve(ctx, 'day'), 'status') == 'hammered'):
                if attr(resolve(ctx, 'day'), 'eliminated'):
                    w('**')
                    w(str(F['esc'](attr(resolve(ctx, 'day'), 'eliminated'))))
                    w('** was hammered')
                else:
                    w('**No elimination** reached a majority')
                if attr(resolve(ctx, 'day'), 'at'):
                    w(' at ')
                    w(str((resolve(ctx, 'post')(cat('post #', attr(attr(resolve(ctx, 'day'), 'at'), 'number')), attr(resolve(ctx, 'day'), 'at')) if (not (attr(attr(resolve(ctx, 'day'), 'at'), 'number') is None)) else attr(attr(resolve(ctx, 'day'), 'at'), 'time'))))
                w('.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'eliminated'):
                w('**')
                w(str(F['esc'](attr(resolve(ctx, 'day'), 'eliminated'))))
                w('** was eliminated at the deadline with the most votes.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'no_elimination'):
                w('The day ended with **no elimination**.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'host_decides'):
                w('Tie at the deadline between ')
                seq12 = list(attr(resolve(ctx, 'day'), 'tied'))
                for i12, v12_name in enumerate(seq12):
                    loop12 = Loop(i12, len(seq12))
                    w('**')
                    w(str(F['esc'](v12_name)))
                    w('**')
                    if (not attr(loop12, 'last')):
                        w(', ')
                w(': the host decides.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'leading'):
                w('**')
                w(str(F['esc'](attr(resolve(ctx, 'day'), 'leader'))))
                w('** is leading.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'about_to_die'):
                w('**')
                w(str(F['esc'](attr(resolve(ctx, 'day'), 'leader'))))
                w('** is about to die.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'tie'):
                w('Tied: ')
                seq13 = list(attr(resolve(ctx, 'day'), 'tied'))
                for i13, v13_name in enumerate(seq13):
                    loop13 = Loop(i13, len(seq13))
                    w('**')
                    w(str(F['esc'](v13_name)))
                    w('**')
                    if (not attr(loop13, 'last')):
                        w(', ')
                w('.\n')
            else:
                w('Nobody has votes yet.\n')
            if attr(resolve(ctx, 'day'), 'unresolved'):
                w('\nNot counted (name not recognised): ')
                seq14 = list(attr(resolve(ctx, 'day'), 'unresolved'))
                for i14, v14_p in enumerate(seq14):
                    loop14 = Loop(i14, len(seq14))
                    w(str((resolve(ctx, 'post')(F['esc'](attr(v14_p, 'player')), attr(v14_p, 'link')) if attr(v14_p, 'link') else F['esc'](attr(v14_p, 'player')))))
                    w(' "')
                    w(str(F['esc'](attr(v14_p, 'raw'))))
                    w('"')
                    if attr(v14_p, 'candidates'):
                        w(' (could be: ')
                        w(str(join(fmap(F, attr(v14_p, 'candidates'), 'esc'), ', ')))
                        w(')')
                    if (not attr(loop14, 'last')):
                        w('; ')
            if (attr(resolve(ctx, 'vc'), 'host_view') and attr(resolve(ctx, 'day'), 'rejected')):
                w('\n**Rejected commands (host view)**\n')
                seq15 = list(attr(resolve(ctx, 'day'), 'rejected'))
                for i15, v15_p in enumerate(seq15):
                    loop15 = Loop(i15, len(seq15))
                    w('- ')
                    w(str((resolve(ctx, 'post')(cat('#', attr(attr(v15_p, 'link'), 'number')), attr(v15_p, 'link')) if (attr(v15_p, 'link') and (not (attr(attr(v15_p, 'link'), 'number') is None))) else 'host event')))
                    w(' ')
                    w(str(F['esc'](attr(v15_p, 'player'))))
                    w(': `')
                    w(str(attr(v15_p, 'code')))
                    w('` ')
                    w(str(F['esc'](attr(v15_p, 'reason'))))
                    if attr(v15_p, 'raw'):
                        w(' ("')
                        w(str(F['esc'](attr(v15_p, 'raw'))))
                        w('")')
                    w('\n')


# audit.bbcode.j2
def t5(ctx, out, F):
    w = out.append
    def m1_where(p1_link=parameter('link')):
        out = []
        w = out.append
        if (p1_link is None):
            w('host event')
        elif (attr(p1_link, 'number') is None):
            w(str(attr(p1_link, 'time')))
        elif attr(p1_link, 'url'):
            w('[url=')
            w(str(F['url'](attr(p1_link, 'url'))))
            w(']#')
            w(str(attr(p1_link, 'number')))
            w('[/url]')
        else:
            w('#')
            w(str(attr(p1_link, 'number')))
        return "".join(out)
    ctx['where'] = m1_where
    def m2_rich(p2_line=parameter('line')):
        out = []
        w = out.append
        seq3 = list(p2_line)
        for i3, v3_s in enumerate(seq3):
            loop3 = Loop(i3, len(seq3))
            if attr(v3_s, 'link'):
                w(str(resolve(ctx, 'where')(attr(v3_s, 'link'))))
            elif attr(v3_s, 'name'):
                w(str(F['esc'](attr(v3_s, 'text'))))
            else:
                w(str(attr(v3_s, 'text')))
        return "".join(out)
    ctx['rich'] = m2_rich
    def m4_problems(p4_title=parameter('title'), p4_rows=parameter('rows')):
        out = []
        w = out.append
        w('[b]')
        w(str(p4_title))
        w(' (')
        w(str(length(p4_rows)))
        w(')[/b]\n')
        seq5 = list(p4_rows)
        for i5, v5_p in enumerate(seq5):
            loop5 = Loop(i5, len(seq5))
            w(str(resolve(ctx, 'where')(attr(v5_p, 'link'))))
            if attr(v5_p, 'phase'):
                w(' ')
                w(str(attr(v5_p, 'phase')))
            if attr(v5_p, 'player'):
                w(' ')
                w(str(F['esc'](attr(v5_p, 'player'))))
            w(': ')
            w(str(attr(v5_p, 'code')))
            w(' ')
            if attr(v5_p, 'title'):
                w(str(attr(v5_p, 'title')))
                w(' — ')
            w(str(F['esc'](attr(v5_p, 'reason'))))
            if attr(v5_p, 'raw'):
                w(' ("')
                w(str(F['esc'](attr(v5_p, 'raw'))))
                w('")')
            w('\n')
        if not seq5:
            w('none\n')
        return "".join(out)
    ctx['problems'] = m4_problems
    w('[b][size=120]')
    w(str(F['esc'](attr(resolve(ctx, 'audit'), 'game'))))
    w(': audit[/size][/b]\n[i]')
    w(str(attr(resolve(ctx, 'audit'), 'ruleset')))
    w(' rules; as of ')
    w(str((attr(resolve(ctx, 'audit'), 'as_of_time') or 'the last post')))
    w('; prods after ')
    w(str(attr(resolve(ctx, 'audit'), 'prod_hours')))
    w(' h without a post[/i]\n\n')
    w(str(resolve(ctx, 'problems')('Errors: commands not counted', attr(resolve(ctx, 'audit'), 'errors'))))
    w('\n')
    w(str(resolve(ctx, 'problems')('Warnings', attr(resolve(ctx, 'audit'), 'warnings'))))
    w('\n')
    w(str(resolve(ctx, 'problems')('Notices', attr(resolve(ctx, 'audit'), 'notices'))))
    w('\n')
    if attr(resolve(ctx, 'audit'), 'exiles'):
        w('[b]Exiles[/b]\n')
        seq6 = list(attr(resolve(ctx, 'audit'), 'exiles'))
        for i6, v6_p in enumerate(seq6):
            loop6 = Loop(i6, len(seq6))
            w(str(resolve(ctx, 'where')(attr(v6_p, 'link'))))
            w(' ')
            w(str(attr(v6_p, 'phase')))
            w(': ')
            w(str(F['esc'](attr(v6_p, 'reason'))))
            w('\n')
        w('\n')
    seq7 = list(attr(resolve(ctx, 'audit'), 'whispers'))
    for i7, v7_w in enumerate(seq7):
        loop7 = Loop(i7, len(seq7))
        w('[b]Whispers, Day ')
        w(str(attr(v7_w, 'day')))
        w('[/b] (at most ')
        w(str(attr(v7_w, 'cap')))
        w(' partners a day; Storyteller whispers do not count)\n')
        seq8 = list(attr(v7_w, 'rows'))
        for i8, v8_r in enumerate(seq8):
            loop8 = Loop(i8, len(seq8))
            w(str(F['esc'](attr(v8_r, 'player'))))
            w(': ')
            w(str((join(fmap(F, attr(v8_r, 'partners'), 'esc'), ', ') or 'no partners')))
            w(' (')
            w(str(attr(v8_r, 'count')))
            if attr(v8_r, 'over'):
                w(', over the cap')
            elif attr(v8_r, 'full'):
                w(', cap reached')
            w('); Storyteller whispers ')
            w(str(attr(v8_r, 'storyteller')))
            w('; whispers opened ')
            w(str(attr(v8_r, 'sessions')))
            w('\n')
        if attr(v7_w, 'quiet'):
            w('No whispers: ')
            w(str(join(fmap(F, attr(v7_w, 'quiet'), 'esc'), ', ')))
            w('\n')
        seq9 = list(attr(v7_w, 'sessions'))
        for i9, v9_line in enumerate(seq9):
            loop9 = Loop(i9, len(seq9))
            w('- ')
            w(str(resolve(ctx, 'rich')(v9_line)))
            w('\n')
        w('\n')
    w('[b]Activity[/b] (posts per phase: ')
    w(str(join(attr(resolve(ctx, 'audit'), 'phases'), ', ')))
    w(')\n')
    seq10 = list(attr(resolve(ctx, 'audit'), 'activity'))
    for i10, v10_a in enumerate(seq10):
        loop10 = Loop(i10, len(seq10))
        w('[b]')
        w(str(F['esc'](attr(v10_a, 'player'))))
        w('[/b]')
        if attr(v10_a, 'former'):
            w(' (replaced ')
            w(str(join(fmap(F, attr(v10_a, 'former'), 'esc'), ', ')))
            w(')')
        if (not attr(v10_a, 'alive')):
            w(' (dead)')
        w(': ')
        w(str(join(attr(v10_a, 'posts'), ' / ')))
        w(' = ')
        w(str(attr(v10_a, 'total_posts')))
        w(' posts; last ')
        w(str((resolve(ctx, 'where')(attr(v10_a, 'last_post')) if attr(v10_a, 'last_post') else 'never')))
        if attr(v10_a, 'days_without_vote'):
            w('; no vote on day ')
            w(str(join(attr(v10_a, 'days_without_vote'), ', ')))
        if attr(v10_a, 'prod_due'):
            w('; [b]prod due[/b]')
        w('\n')


# botf/vote_count.bbcode.j2
def t6(ctx, out, F):
    w = out.append
    if attr(attr(resolve(ctx, 'day'), 'system'), 'phase'):
        w(str(attr(attr(resolve(ctx, 'day'), 'system'), 'phase')))
        w('\n\n')
    seq1 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'rows'))
    for i1, v1_r in enumerate(seq1):
        loop1 = Loop(i1, len(seq1))
        w(str(F['esc'](attr(v1_r, 'nominator'))))
        w(' nominated [b]')
        w(str(F['esc'](attr(v1_r, 'nominee'))))
        w('[/b] (')
        w(str(resolve(ctx, 'where')(attr(v1_r, 'link'))))
        w('): ')
        if attr(v1_r, 'queued'):
            w('[i]queued: takes effect when nominations open[/i]')
        else:
            w('[b]')
            w(str(attr(v1_r, 'total')))
            w('[/b]')
            if attr(v1_r, 'votes'):
                w(', voted by ')
                w(str(resolve(ctx, 'voters')(attr(v1_r, 'votes'))))
        if attr(v1_r, 'note'):
            w(' [i](')
            w(str(attr(v1_r, 'note')))
            w(')[/i]')
        w('\n')
    if attr(attr(resolve(ctx, 'day'), 'system'), 'rows'):
        w('\n')
    w(str(resolve(ctx, 'rich')(attr(attr(resolve(ctx, 'day'), 'system'), 'threshold'))))
    w('\n\n')
    seq2 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'outcome'))
    for i2, v2_line in enumerate(seq2):
        loop2 = Loop(i2, len(seq2))
        w(str(resolve(ctx, 'rich')(v2_line)))
        w('\n\n')
    seq3 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'exiles'))
    for i3, v3_e in enumerate(seq3):
        loop3 = Loop(i3, len(seq3))
        w(str(resolve(ctx, 'rich')(attr(v3_e, 'line'))))
        w(' Yes: ')
        w(str(resolve(ctx, 'voters')(attr(v3_e, 'votes'))))
        w('.\n\n')
    if attr(attr(resolve(ctx, 'day'), 'system'), 'fiddler'):
        w(str(resolve(ctx, 'rich')(attr(attr(attr(resolve(ctx, 'day'), 'system'), 'fiddler'), 'title'))))
        w('\n[list]\n')
        seq4 = list(attr(attr(attr(resolve(ctx, 'day'), 'system'), 'fiddler'), 'sides'))
        for i4, v4_s in enumerate(seq4):
            loop4 = Loop(i4, len(seq4))
            w('[*][b]')
            w(str(F['esc'](attr(v4_s, 'name'))))
            w('[/b] (')
            w(str(attr(v4_s, 'total')))
            w('): ')
            if attr(v4_s, 'votes'):
                w(str(resolve(ctx, 'voters')(attr(v4_s, 'votes'))))
            else:
                w('nobody')
            w('\n')
        w('[/list]\n')
        w(str(resolve(ctx, 'rich')(attr(attr(attr(resolve(ctx, 'day'), 'system'), 'fiddler'), 'status'))))
        w('\n\n')
    if attr(attr(resolve(ctx, 'day'), 'system'), 'ghosts'):
        w(str(resolve(ctx, 'rich')(attr(attr(resolve(ctx, 'day'), 'system'), 'ghosts'))))
        w('\n\n')
    w('[b]Not voting (')
    w(str((length(attr(resolve(ctx, 'day'), 'not_voting')) + length(attr(resolve(ctx, 'day'), 'not_voting_dead')))))
    w('):[/b] ')
    seq5 = list(attr(resolve(ctx, 'day'), 'not_voting'))
    for i5, v5_name in enumerate(seq5):
        loop5 = Loop(i5, len(seq5))
        w(str(F['esc'](v5_name)))
        if (not attr(loop5, 'last')):
            w(', ')
    if not seq5:
        if (not attr(resolve(ctx, 'day'), 'not_voting_dead')):
            w('nobody')
    seq6 = list(attr(resolve(ctx, 'day'), 'not_voting_dead'))
    for i6, v6_name in enumerate(seq6):
        loop6 = Loop(i6, len(seq6))
        if (attr(resolve(ctx, 'day'), 'not_voting') or (not attr(loop6, 'first'))):
            w(', ')
        w(str(F['esc'](v6_name)))
        w(' (dead, token unused)')
    w('\n\n[b]Players[/b]\n[list]\n')
    seq7 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'players'))
    for i7, v7_p in enumerate(seq7):
        loop7 = Loop(i7, len(seq7))
        w('[*]')
        w(str(F['esc'](attr(v7_p, 'name'))))
        w(str(attr(v7_p, 'suffix')))
        w('\n')
    w('[/list]')


# events/vote_count.bbcode.j2
def t7(ctx, out, F):
    w = out.append
    w(str(resolve(ctx, 'rich')(attr(attr(resolve(ctx, 'day'), 'system'), 'title'))))
    w('\n\n')
    seq1 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'rows'))
    for i1, v1_r in enumerate(seq1):
        loop1 = Loop(i1, len(seq1))
        w(str(resolve(ctx, 'rich')(attr(v1_r, 'label'))))
        w(' (')
        w(str(attr(v1_r, 'total')))
        w('): ')
        if attr(v1_r, 'votes'):
            w(str(resolve(ctx, 'voters')(attr(v1_r, 'votes'))))
        else:
            w(str(resolve(ctx, 'rich')(attr(v1_r, 'who'))))
        if attr(v1_r, 'note'):
            w(' [i]')
            w(str(attr(v1_r, 'note')))
            w('[/i]')
        w('\n')
    if not seq1:
        w('No votes yet.\n')
    w('\n')
    seq2 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'lines'))
    for i2, v2_line in enumerate(seq2):
        loop2 = Loop(i2, len(seq2))
        w(str(resolve(ctx, 'rich')(v2_line)))
        w('\n\n')


# shapeshifters/vote_count.bbcode.j2
def t8(ctx, out, F):
    w = out.append
    seq1 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'rows'))
    for i1, v1_r in enumerate(seq1):
        loop1 = Loop(i1, len(seq1))
        w('[b]')
        w(str(F['esc'](attr(v1_r, 'target'))))
        w('[/b] (')
        w(str(attr(v1_r, 'total')))
        if attr(attr(resolve(ctx, 'day'), 'system'), 'host'):
            w(' effective')
        w('): ')
        w(str(resolve(ctx, 'voters')(attr(v1_r, 'votes'))))
        w('\n')
    if not seq1:
        w('Nobody has pointed yet.\n')
    w('\n[b]Not pointing (')
    w(str(length(attr(attr(resolve(ctx, 'day'), 'system'), 'not_pointing'))))
    w('):[/b] ')
    seq2 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'not_pointing'))
    for i2, v2_name in enumerate(seq2):
        loop2 = Loop(i2, len(seq2))
        w(str(F['esc'](v2_name)))
        if (not attr(loop2, 'last')):
            w(', ')
    if not seq2:
        w('nobody')
    w('\n\n')
    w(str(F['esc'](attr(attr(resolve(ctx, 'day'), 'system'), 'outcome'))))
    w('\n')
    seq3 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'auto_lynched'))
    for i3, v3_p in enumerate(seq3):
        loop3 = Loop(i3, len(seq3))
        w('[b]Auto-lynched[/b] (inactive): ')
        w(str(F['esc'](v3_p)))
        w('\n')
    if attr(attr(resolve(ctx, 'day'), 'system'), 'host'):
        w('\n[b]Host view: voids[/b]\n')
        seq4 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'voids'))
        for i4, (v4_v, v4_why, ) in enumerate(seq4):
            loop4 = Loop(i4, len(seq4))
            w('- ')
            w(str(F['esc'](v4_v)))
            w(': ')
            w(str(F['esc'](v4_why)))
            w('\n')
        if not seq4:
            w('- none\n')
        w('\n')
        if attr(attr(resolve(ctx, 'day'), 'system'), 'notices'):
            w('[b]Warnings (host view)[/b]\n')
            seq5 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'notices'))
            for i5, (v5_where, v5_who, v5_code, v5_why, ) in enumerate(seq5):
                loop5 = Loop(i5, len(seq5))
                w('- ')
                w(str(v5_where))
                w(' ')
                w(str(F['esc'](v5_who)))
                w(': ')
                w(str(v5_code))
                w(' ')
                w(str(F['esc'](v5_why)))
                w('\n')
            w('\n')
        seq6 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'pool'))
        for i6, (v6_h, v6_p, ) in enumerate(seq6):
            loop6 = Loop(i6, len(seq6))
            w("[b]Harvester's pool[/b] (")
            w(str(F['esc'](v6_h)))
            w('): ')
            w(str(v6_p))
            w('\n')
        seq7 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'night'))
        for i7, v7_n in enumerate(seq7):
            loop7 = Loop(i7, len(seq7))
            if attr(loop7, 'first'):
                w('\n[b]Night ')
                w(str(attr(v7_n, 'night')))
                w(' PMs[/b] (host view)\n')
            w('- ')
            w(str(F['esc'](attr(v7_n, 'sender'))))
            w(': ')
            w(str(attr(v7_n, 'action')))
            w(' ')
            w(str(F['esc'](attr(v7_n, 'target'))))
            if attr(v7_n, 'note'):
                w(' (')
                w(str(attr(v7_n, 'note')))
                w(')')
            w('\n')
    w('\n[b]Players:[/b] ')
    seq8 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'players'))
    for i8, v8_p in enumerate(seq8):
        loop8 = Loop(i8, len(seq8))
        if attr(v8_p, 'alive'):
            w(str(F['esc'](attr(v8_p, 'player'))))
        else:
            w('[s]')
            w(str(F['esc'](attr(v8_p, 'player'))))
            w('[/s]')
            if attr(v8_p, 'shown'):
                w(' (')
                w(str(F['esc'](attr(v8_p, 'shown'))))
                w(')')
        if attr(v8_p, 'role'):
            w(' [')
            w(str(F['esc'](attr(v8_p, 'role'))))
            w(']')
        if (not attr(loop8, 'last')):
            w(', ')
    w('\n')
    if (attr(resolve(ctx, 'vc'), 'host_view') and attr(resolve(ctx, 'day'), 'rejected')):
        w('\n[b]Rejected commands (host view)[/b]\n')
        seq9 = list(attr(resolve(ctx, 'day'), 'rejected'))
        for i9, v9_p in enumerate(seq9):
            loop9 = Loop(i9, len(seq9))
            w('- ')
            w(str((resolve(ctx, 'post')(cat('#', attr(attr(v9_p, 'link'), 'number')), attr(v9_p, 'link')) if (attr(v9_p, 'link') and (not (attr(attr(v9_p, 'link'), 'number') is None))) else 'host event')))
            w(' ')
            w(str(F['esc'](attr(v9_p, 'player'))))
            w(': ')
            w(str(attr(v9_p, 'code')))
            w(' ')
            w(str(F['esc'](attr(v9_p, 'reason'))))
            if attr(v9_p, 'raw'):
                w(' ("')
                w(str(F['esc'](attr(v9_p, 'raw'))))
                w('")')
            w('\n')


# vote_count.bbcode.j2
def t9(ctx, out, F):
    w = out.append
    def m1_post(p1_label=parameter('label'), p1_link=parameter('link')):
        out = []
        w = out.append
        if attr(p1_link, 'url'):
            w('[url=')
            w(str(F['url'](attr(p1_link, 'url'))))
            w(']')
            w(str(p1_label))
            w('[/url]')
        else:
            w(str(p1_label))
        return "".join(out)
    ctx['post'] = m1_post
    def m2_where(p2_link=parameter('link')):
        out = []
        w = out.append
        w(str((resolve(ctx, 'post')(cat('post #', attr(p2_link, 'number')), p2_link) if (not (attr(p2_link, 'number') is None)) else attr(p2_link, 'time'))))
        return "".join(out)
    ctx['where'] = m2_where
    def m3_voters(p3_votes=parameter('votes')):
        out = []
        w = out.append
        seq4 = list(p3_votes)
        for i4, v4_v in enumerate(seq4):
            loop4 = Loop(i4, len(seq4))
            w(str(resolve(ctx, 'post')(F['esc'](attr(v4_v, 'voter')), attr(v4_v, 'link'))))
            if attr(v4_v, 'notes'):
                w(' (')
                w(str(F['esc'](join(attr(v4_v, 'notes'), ', '))))
                w(')')
            if attr(v4_v, 'cast_by'):
                w(' (posted by ')
                w(str(F['esc'](attr(v4_v, 'cast_by'))))
                w(')')
            if (not attr(loop4, 'last')):
                w(', ')
        return "".join(out)
    ctx['voters'] = m3_voters
    def m5_rich(p5_line=parameter('line')):
        out = []
        w = out.append
        seq6 = list(p5_line)
        for i6, v6_s in enumerate(seq6):
            loop6 = Loop(i6, len(seq6))
            if attr(v6_s, 'link'):
                w(str(resolve(ctx, 'post')(attr(v6_s, 'text'), attr(v6_s, 'link'))))
            elif attr(v6_s, 'strong'):
                w('[b]')
                w(str(F['esc'](attr(v6_s, 'text'))))
                w('[/b]')
            elif attr(v6_s, 'name'):
                w(str(F['esc'](attr(v6_s, 'text'))))
            else:
                w(str(attr(v6_s, 'text')))
        return "".join(out)
    ctx['rich'] = m5_rich
    def m7_stamp():
        out = []
        w = out.append
        if attr(resolve(ctx, 'vc'), 'as_of'):
            w('[i]As of ')
            if (not (attr(attr(resolve(ctx, 'vc'), 'as_of'), 'number') is None)):
                w(str(resolve(ctx, 'where')(attr(resolve(ctx, 'vc'), 'as_of'))))
                w(', ')
            w(str(attr(resolve(ctx, 'vc'), 'as_of_time')))
            w('[/i]')
        else:
            w('[i]No posts counted yet[/i]')
        return "".join(out)
    ctx['stamp'] = m7_stamp
    if (resolve(ctx, 'day') is None):
        w('[b][size=120]')
        w(str(F['esc'](attr(resolve(ctx, 'vc'), 'game'))))
        w(': vote count[/size][/b]\n')
        w(str(resolve(ctx, 'stamp')()))
        w('\n\nNo day has started yet.')
        if attr(resolve(ctx, 'vc'), 'hint'):
            w(' ')
            w(str(F['esc'](attr(resolve(ctx, 'vc'), 'hint'))))
    else:
        w('[b][size=120]')
        w(str(F['esc'](attr(resolve(ctx, 'vc'), 'game'))))
        w(': ')
        w(str(attr(resolve(ctx, 'day'), 'heading')))
        w(' vote count')
        if (not attr(resolve(ctx, 'day'), 'open')):
            w(' (final)')
        elif attr(resolve(ctx, 'day'), 'closes'):
            w(' (open, ')
            w(str(attr(resolve(ctx, 'day'), 'closes')))
            w(')')
        if attr(resolve(ctx, 'vc'), 'host_view'):
            w(' (host view)')
        w('[/size][/b]\n\n')
        w(str(resolve(ctx, 'stamp')()))
        w('\n\n')
        if attr(resolve(ctx, 'day'), 'system'):
            include(TEMPLATES, cat(attr(resolve(ctx, 'day'), 'system_name'), '/vote_count.bbcode.j2'), ctx, out, F)
        else:
            seq8 = list(attr(resolve(ctx, 'day'), 'nominations'))
            for i8, v8_n in enumerate(seq8):
                loop8 = Loop(i8, len(seq8))
                w('[b]')
                w(str(F['esc'](attr(v8_n, 'nominee'))))
                w('[/b] (nominated by ')
                w(str(F['esc'](attr(v8_n, 'nominator'))))
                w(', ')
                w(str(resolve(ctx, 'where')(attr(v8_n, 'link'))))
                w(') (')
                w(str(attr(v8_n, 'total')))
                w('/')
                w(str(attr(v8_n, 'of')))
                w('): ')
                w(str(resolve(ctx, 'voters')(attr(v8_n, 'votes'))))
                w('\n')
            if attr(resolve(ctx, 'day'), 'nominations'):
                w('\n')
            seq9 = list(attr(resolve(ctx, 'day'), 'wagons'))
            for i9, v9_w in enumerate(seq9):
                loop9 = Loop(i9, len(seq9))
                w('[b]')
                w(str(F['esc'](attr(v9_w, 'target'))))
                w('[/b] (')
                w(str(attr(v9_w, 'total')))
                w('/')
                w(str(attr(v9_w, 'threshold')))
                if attr(v9_w, 'needed'):
                    w(', L-')
                    w(str(attr(v9_w, 'needed')))
                w('): ')
                w(str(resolve(ctx, 'voters')(attr(v9_w, 'votes'))))
                w('\n')
            if not seq9:
                if (not attr(resolve(ctx, 'day'), 'nominations')):
                    w('No votes yet.\n')
            w('\n[b]Not voting (')
            w(str((length(attr(resolve(ctx, 'day'), 'not_voting')) + length(attr(resolve(ctx, 'day'), 'not_voting_dead')))))
            w('):[/b] ')
            seq10 = list(attr(resolve(ctx, 'day'), 'not_voting'))
            for i10, v10_name in enumerate(seq10):
                loop10 = Loop(i10, len(seq10))
                w(str(F['esc'](v10_name)))
                if (not attr(loop10, 'last')):
                    w(', ')
            if not seq10:
                if (not attr(resolve(ctx, 'day'), 'not_voting_dead')):
                    w('nobody')
            seq11 = list(attr(resolve(ctx, 'day'), 'not_voting_dead'))
            for i11, v11_name in enumerate(seq11):
                loop11 = Loop(i11, len(seq11))
                if (attr(resolve(ctx, 'day'), 'not_voting') or (not attr(loop11, 'first'))):
                    w(', ')
                w(str(F['esc'](v11_name)))
                w(' (dead, token unused)')
            w('\n\nWith ')
            w(str(attr(resolve(ctx, 'day'), 'living_count')))
            w(' alive, it takes ')
            w(str(attr(resolve(ctx, 'day'), 'threshold')))
            w(' to eliminate.\n\n')
            seq12 = list(attr(resolve(ctx, 'day'), 'earlier'))
            for i12, (v12_name, v12_number, ) in enumerate(seq12):
                loop12 = Loop(i12, len(seq12))
                w('[b]')
                w(str(F['esc'](v12_name)))
                w('[/b] was eliminated by majority at post #')
                w(str(v12_number))
                w('; the day went on.\n')
            if (attr(resolve(ctx, 'day'), 'status') == 'hammered'):
                if attr(resolve(ctx, 'day'), 'eliminated'):
                    w('[b]')
                    w(str(F['esc'](attr(resolve(ctx, 'day'), 'eliminated'))))
                    w('[/b] was hammered')
                else:
                    w('[b]No elimination[/b] reached a majority')
                if attr(resolve(ctx, 'day'), 'at'):
                    w(' at ')
                    w(str(resolve(ctx, 'where')(attr(resolve(ctx, 'day'), 'at'))))
                w('.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'eliminated'):
                w('[b]')
                w(str(F['esc'](attr(resolve(ctx, 'day'), 'eliminated'))))
                w('[/b] was eliminated at the deadline with the most votes.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'no_elimination'):
                w('The day ended with [b]no elimination[/b].\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'host_decides'):
                w('Tie at the deadline between ')
                seq13 = list(attr(resolve(ctx, 'day'), 'tied'))
                for i13, v13_name in enumerate(seq13):
                    loop13 = Loop(i13, len(seq13))
                    w('[b]')
                    w(str(F['esc'](v13_name)))
                    w('[/b]')
                    if (not attr(loop13, 'last')):
                        w(', ')
                w(': the host decides.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'leading'):
                w('[b]')
                w(str(F['esc'](attr(resolve(ctx, 'day'), 'leader'))))
                w('[/b] is leading.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'about_to_die'):
                w('[b]')
                w(str(F['esc'](attr(resolve(ctx, 'day'), 'leader'))))
                w('[/b] is about to die.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'tie'):
                w('Tied: ')
                seq14 = list(attr(resolve(ctx, 'day'), 'tied'))
                for i14, v14_name in enumerate(seq14):
                    loop14 = Loop(i14, len(seq14))
                    w('[b]')
                    w(str(F['esc'](v14_name)))
                    w('[/b]')
                    if (not attr(loop14, 'last')):
                        w(', ')
                w('.\n')
            else:
                w('Nobody has votes yet.\n')
            if attr(resolve(ctx, 'day'), 'unresolved'):
                w('\nNot counted (name not recognised): ')
                seq15 = list(attr(resolve(ctx, 'day'), 'unresolved'))
                for i15, v15_p in enumerate(seq15):
                    loop15 = Loop(i15, len(seq15))
                    w(str((resolve(ctx, 'post')(F['esc'](attr(v15_p, 'player')), attr(v15_p, 'link')) if attr(v15_p, 'link') else F['esc'](attr(v15_p, 'player')))))
                    w(' "')
                    w(str(F['esc'](attr(v15_p, 'raw'))))
                    w('"')
                    if attr(v15_p, 'candidates'):
                        w(' (could be: ')
                        w(str(join(fmap(F, attr(v15_p, 'candidates'), 'esc'), ', ')))
                        w(')')
                    if (not attr(loop15, 'last')):
                        w('; ')
                w('\n')
            if (attr(resolve(ctx, 'vc'), 'host_view') and attr(resolve(ctx, 'day'), 'rejected')):
                w('\n[b]Rejected commands (host view)[/b]\n')
                seq16 = list(attr(resolve(ctx, 'day'), 'rejected'))
                for i16, v16_p in enumerate(seq16):
                    loop16 = Loop(i16, len(seq16))
                    w(str((resolve(ctx, 'where')(attr(v16_p, 'link')) if attr(v16_p, 'link') else 'host event')))
                    w(' ')
                    w(str(F['esc'](attr(v16_p, 'player'))))
                    w(': ')
                    w(str(attr(v16_p, 'code')))
                    w(' ')
                    w(str(F['esc'](attr(v16_p, 'reason'))))
                    if attr(v16_p, 'raw'):
                        w(' ("')
                        w(str(F['esc'](attr(v16_p, 'raw'))))
                        w('")')
                    w('\n')


# audit.txt.j2
def t10(ctx, out, F):
    w = out.append
    def m1_where(p1_link=parameter('link')):
        out = []
        w = out.append
        if (p1_link is None):
            w('host event')
        elif (attr(p1_link, 'number') is None):
            w(str(attr(p1_link, 'time')))
        else:
            w('#')
            w(str(attr(p1_link, 'number')))
        return "".join(out)
    ctx['where'] = m1_where
    def m2_rich(p2_line=parameter('line')):
        out = []
        w = out.append
        seq3 = list(p2_line)
        for i3, v3_s in enumerate(seq3):
            loop3 = Loop(i3, len(seq3))
            if attr(v3_s, 'link'):
                w(str(resolve(ctx, 'where')(attr(v3_s, 'link'))))
            elif attr(v3_s, 'name'):
                w(str(F['esc'](attr(v3_s, 'text'))))
            else:
                w(str(attr(v3_s, 'text')))
        return "".join(out)
    ctx['rich'] = m2_rich
    def m4_problems(p4_title=parameter('title'), p4_rows=parameter('rows')):
        out = []
        w = out.append
        w(str(p4_title))
        w(' (')
        w(str(length(p4_rows)))
        w('):\n')
        seq5 = list(p4_rows)
        for i5, v5_p in enumerate(seq5):
            loop5 = Loop(i5, len(seq5))
            w('  ')
            w(str(resolve(ctx, 'where')(attr(v5_p, 'link'))))
            if attr(v5_p, 'phase'):
                w(' ')
                w(str(attr(v5_p, 'phase')))
            if attr(v5_p, 'player'):
                w(' ')
                w(str(F['esc'](attr(v5_p, 'player'))))
            w(': ')
            w(str(attr(v5_p, 'code')))
            w(' ')
            if attr(v5_p, 'title'):
                w(str(attr(v5_p, 'title')))
                w(' — ')
            w(str(F['esc'](attr(v5_p, 'reason'))))
            if attr(v5_p, 'raw'):
                w(' ("')
                w(str(F['esc'](attr(v5_p, 'raw'))))
                w('")')
            w('\n')
        if not seq5:
            w('  none\n')
        return "".join(out)
    ctx['problems'] = m4_problems
    w(str(F['esc'](attr(resolve(ctx, 'audit'), 'game'))))
    w(': audit\n')
    w(str(attr(resolve(ctx, 'audit'), 'ruleset')))
    w(' rules; as of ')
    w(str((attr(resolve(ctx, 'audit'), 'as_of_time') or 'the last post')))
    w('; prods after ')
    w(str(attr(resolve(ctx, 'audit'), 'prod_hours')))
    w(' h without a post\n\n')
    w(str(resolve(ctx, 'problems')('Errors: commands not counted', attr(resolve(ctx, 'audit'), 'errors'))))
    w('\n')
    w(str(resolve(ctx, 'problems')('Warnings', attr(resolve(ctx, 'audit'), 'warnings'))))
    w('\n')
    w(str(resolve(ctx, 'problems')('Notices', attr(resolve(ctx, 'audit'), 'notices'))))
    w('\n')
    if attr(resolve(ctx, 'audit'), 'exiles'):
        w('Exiles:\n')
        seq6 = list(attr(resolve(ctx, 'audit'), 'exiles'))
        for i6, v6_p in enumerate(seq6):
            loop6 = Loop(i6, len(seq6))
            w('  ')
            w(str(resolve(ctx, 'where')(attr(v6_p, 'link'))))
            w(' ')
            w(str(attr(v6_p, 'phase')))
            w(': ')
            w(str(F['esc'](attr(v6_p, 'reason'))))
            w('\n')
        w('\n')
    seq7 = list(attr(resolve(ctx, 'audit'), 'whispers'))
    for i7, v7_w in enumerate(seq7):
        loop7 = Loop(i7, len(seq7))
        w('Whispers, Day ')
        w(str(attr(v7_w, 'day')))
        w(' (at most ')
        w(str(attr(v7_w, 'cap')))
        w(' partners a day; Storyteller whispers do not count):\n')
        seq8 = list(attr(v7_w, 'rows'))
        for i8, v8_r in enumerate(seq8):
            loop8 = Loop(i8, len(seq8))
            w('  ')
            w(str(F['esc'](attr(v8_r, 'player'))))
            w(': ')
            w(str((join(fmap(F, attr(v8_r, 'partners'), 'esc'), ', ') or 'no partners')))
            w(' (')
            w(str(attr(v8_r, 'count')))
            if attr(v8_r, 'over'):
                w(', over the cap')
            elif attr(v8_r, 'full'):
                w(', cap reached')
            w('); Storyteller whispers ')
            w(str(attr(v8_r, 'storyteller')))
            w('; whispers opened ')
            w(str(attr(v8_r, 'sessions')))
            w('\n')
        if attr(v7_w, 'quiet'):
            w('  No whispers: ')
            w(str(join(fmap(F, attr(v7_w, 'quiet'), 'esc'), ', ')))
            w('\n')
        seq9 = list(attr(v7_w, 'sessions'))
        for i9, v9_line in enumerate(seq9):
            loop9 = Loop(i9, len(seq9))
            w('  - ')
            w(str(resolve(ctx, 'rich')(v9_line)))
            w('\n')
        w('\n')
    w('Activity (posts per phase: ')
    w(str(join(attr(resolve(ctx, 'audit'), 'phases'), ', ')))
    w('):\n')
    seq10 = list(attr(resolve(ctx, 'audit'), 'activity'))
    for i10, v10_a in enumerate(seq10):
        loop10 = Loop(i10, len(seq10))
        w('  ')
        w(str(F['esc'](attr(v10_a, 'player'))))
        if attr(v10_a, 'former'):
            w(' (replaced ')
            w(str(join(fmap(F, attr(v10_a, 'former'), 'esc'), ', ')))
            w(')')
        if (not attr(v10_a, 'alive')):
            w(' (dead)')
        w(': ')
        w(str(join(attr(v10_a, 'posts'), ' / ')))
        w(' = ')
        w(str(attr(v10_a, 'total_posts')))
        w(' posts; last ')
        w(str((resolve(ctx, 'where')(attr(v10_a, 'last_post')) if attr(v10_a, 'last_post') else 'never')))
        if attr(v10_a, 'days_without_vote'):
            w('; no vote on day ')
            w(str(join(attr(v10_a, 'days_without_vote'), ', ')))
        if attr(v10_a, 'prod_due'):
            w('; PROD DUE')
        w('\n')


# botf/vote_count.txt.j2
def t11(ctx, out, F):
    w = out.append
    if attr(attr(resolve(ctx, 'day'), 'system'), 'phase'):
        w(str(attr(attr(resolve(ctx, 'day'), 'system'), 'phase')))
        w('\n\n')
    seq1 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'rows'))
    for i1, v1_r in enumerate(seq1):
        loop1 = Loop(i1, len(seq1))
        w(str(F['esc'](attr(v1_r, 'nominator'))))
        w(' nominated ')
        w(str(F['esc'](attr(v1_r, 'nominee'))))
        w(' (')
        w(str(resolve(ctx, 'where')(attr(v1_r, 'link'))))
        w('): ')
        if attr(v1_r, 'queued'):
            w('queued, takes effect when nominations open')
        else:
            w(str(attr(v1_r, 'total')))
            if attr(v1_r, 'votes'):
                w(', voted by ')
                w(str(resolve(ctx, 'voters')(attr(v1_r, 'votes'))))
        if attr(v1_r, 'note'):
            w(' (')
            w(str(attr(v1_r, 'note')))
            w(')')
        w('\n')
    if attr(attr(resolve(ctx, 'day'), 'system'), 'rows'):
        w('\n')
    w(str(resolve(ctx, 'rich')(attr(attr(resolve(ctx, 'day'), 'system'), 'threshold'))))
    w('\n\n')
    seq2 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'outcome'))
    for i2, v2_line in enumerate(seq2):
        loop2 = Loop(i2, len(seq2))
        w(str(resolve(ctx, 'rich')(v2_line)))
        w('\n\n')
    seq3 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'exiles'))
    for i3, v3_e in enumerate(seq3):
        loop3 = Loop(i3, len(seq3))
        w(str(resolve(ctx, 'rich')(attr(v3_e, 'line'))))
        w(' Yes: ')
        w(str(resolve(ctx, 'voters')(attr(v3_e, 'votes'))))
        w('.\n\n')
    if attr(attr(resolve(ctx, 'day'), 'system'), 'fiddler'):
        w(str(resolve(ctx, 'rich')(attr(attr(attr(resolve(ctx, 'day'), 'system'), 'fiddler'), 'title'))))
        w('\n')
        seq4 = list(attr(attr(attr(resolve(ctx, 'day'), 'system'), 'fiddler'), 'sides'))
        for i4, v4_s in enumerate(seq4):
            loop4 = Loop(i4, len(seq4))
            w('  ')
            w(str(F['esc'](attr(v4_s, 'name'))))
            w(' (')
            w(str(attr(v4_s, 'total')))
            w('): ')
            if attr(v4_s, 'votes'):
                w(str(resolve(ctx, 'voters')(attr(v4_s, 'votes'))))
            else:
                w('nobody')
            w('\n')
        w(str(resolve(ctx, 'rich')(attr(attr(attr(resolve(ctx, 'day'), 'system'), 'fiddler'), 'status'))))
        w('\n\n')
    if attr(attr(resolve(ctx, 'day'), 'system'), 'ghosts'):
        w(str(resolve(ctx, 'rich')(attr(attr(resolve(ctx, 'day'), 'system'), 'ghosts'))))
        w('\n\n')
    w('Not voting (')
    w(str((length(attr(resolve(ctx, 'day'), 'not_voting')) + length(attr(resolve(ctx, 'day'), 'not_voting_dead')))))
    w('): ')
    seq5 = list(attr(resolve(ctx, 'day'), 'not_voting'))
    for i5, v5_name in enumerate(seq5):
        loop5 = Loop(i5, len(seq5))
        w(str(F['esc'](v5_name)))
        if (not attr(loop5, 'last')):
            w(', ')
    if not seq5:
        if (not attr(resolve(ctx, 'day'), 'not_voting_dead')):
            w('nobody')
    seq6 = list(attr(resolve(ctx, 'day'), 'not_voting_dead'))
    for i6, v6_name in enumerate(seq6):
        loop6 = Loop(i6, len(seq6))
        if (attr(resolve(ctx, 'day'), 'not_voting') or (not attr(loop6, 'first'))):
            w(', ')
        w(str(F['esc'](v6_name)))
        w(' (dead, token unused)')
    w('\n\nPlayers:\n')
    seq7 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'players'))
    for i7, v7_p in enumerate(seq7):
        loop7 = Loop(i7, len(seq7))
        w('  ')
        w(str(F['esc'](attr(v7_p, 'name'))))
        w(str(attr(v7_p, 'suffix')))
        w('\n')


# events/vote_count.txt.j2
def t12(ctx, out, F):
    w = out.append
    w(str(resolve(ctx, 'rich')(attr(attr(resolve(ctx, 'day'), 'system'), 'title'))))
    w('\n\n')
    seq1 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'rows'))
    for i1, v1_r in enumerate(seq1):
        loop1 = Loop(i1, len(seq1))
        w(str(resolve(ctx, 'rich')(attr(v1_r, 'label'))))
        w(' (')
        w(str(attr(v1_r, 'total')))
        w('): ')
        if attr(v1_r, 'votes'):
            w(str(resolve(ctx, 'voters')(attr(v1_r, 'votes'))))
        else:
            w(str(resolve(ctx, 'rich')(attr(v1_r, 'who'))))
        if attr(v1_r, 'note'):
            w(' - ')
            w(str(attr(v1_r, 'note')))
        w('\n')
    if not seq1:
        w('No votes yet.\n')
    w('\n')
    seq2 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'lines'))
    for i2, v2_line in enumerate(seq2):
        loop2 = Loop(i2, len(seq2))
        w(str(resolve(ctx, 'rich')(v2_line)))
        w('\n\n')


# shapeshifters/vote_count.txt.j2
def t13(ctx, out, F):
    w = out.append
    seq1 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'rows'))
    for i1, v1_r in enumerate(seq1):
        loop1 = Loop(i1, len(seq1))
        w(str(F['esc'](attr(v1_r, 'target'))))
        w(' (')
        w(str(attr(v1_r, 'total')))
        if attr(attr(resolve(ctx, 'day'), 'system'), 'host'):
            w(' effective')
        w('): ')
        w(str(resolve(ctx, 'voters')(attr(v1_r, 'votes'))))
        w('\n')
    if not seq1:
        w('Nobody has pointed yet.\n')
    w('\nNot pointing (')
    w(str(length(attr(attr(resolve(ctx, 'day'), 'system'), 'not_pointing'))))
    w('): ')
    seq2 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'not_pointing'))
    for i2, v2_name in enumerate(seq2):
        loop2 = Loop(i2, len(seq2))
        w(str(F['esc'](v2_name)))
        if (not attr(loop2, 'last')):
            w(', ')
    if not seq2:
        w('nobody')
    w('\n\n')
    w(str(F['esc'](attr(attr(resolve(ctx, 'day'), 'system'), 'outcome'))))
    w('\n')
    seq3 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'auto_lynched'))
    for i3, v3_p in enumerate(seq3):
        loop3 = Loop(i3, len(seq3))
        w('Auto-lynched (inactive): ')
        w(str(F['esc'](v3_p)))
        w('\n')
    if attr(attr(resolve(ctx, 'day'), 'system'), 'host'):
        w('\nHost view: voids\n')
        seq4 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'voids'))
        for i4, (v4_v, v4_why, ) in enumerate(seq4):
            loop4 = Loop(i4, len(seq4))
            w('- ')
            w(str(F['esc'](v4_v)))
            w(': ')
            w(str(F['esc'](v4_why)))
            w('\n')
        if not seq4:
            w('- none\n')
        w('\n')
        if attr(attr(resolve(ctx, 'day'), 'system'), 'notices'):
            w('Warnings (host view)\n')
            seq5 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'notices'))
            for i5, (v5_where, v5_who, v5_code, v5_why, ) in enumerate(seq5):
                loop5 = Loop(i5, len(seq5))
                w('- ')
                w(str(v5_where))
                w(' ')
                w(str(F['esc'](v5_who)))
                w(': ')
                w(str(v5_code))
                w(' ')
                w(str(F['esc'](v5_why)))
                w('\n')
            w('\n')
        seq6 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'pool'))
        for i6, (v6_h, v6_p, ) in enumerate(seq6):
            loop6 = Loop(i6, len(seq6))
            w("Harvester's pool (")
            w(str(F['esc'](v6_h)))
            w('): ')
            w(str(v6_p))
            w('\n')
        seq7 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'night'))
        for i7, v7_n in enumerate(seq7):
            loop7 = Loop(i7, len(seq7))
            if attr(loop7, 'first'):
                w('\nNight ')
                w(str(attr(v7_n, 'night')))
                w(' PMs (host view)\n')
            w('- ')
            w(str(F['esc'](attr(v7_n, 'sender'))))
            w(': ')
            w(str(attr(v7_n, 'action')))
            w(' ')
            w(str(F['esc'](attr(v7_n, 'target'))))
            if attr(v7_n, 'note'):
                w(' (')
                w(str(attr(v7_n, 'note')))
                w(')')
            w('\n')
    w('\nPlayers: ')
    seq8 = list(attr(attr(resolve(ctx, 'day'), 'system'), 'players'))
    for i8, v8_p in enumerate(seq8):
        loop8 = Loop(i8, len(seq8))
        if attr(v8_p, 'alive'):
            w(str(F['esc'](attr(v8_p, 'player'))))
        else:
            w(str(F['esc'](attr(v8_p, 'player'))))
            w(' (dead)')
            if attr(v8_p, 'shown'):
                w(' (')
                w(str(F['esc'](attr(v8_p, 'shown'))))
                w(')')
        if attr(v8_p, 'role'):
            w(' [')
            w(str(F['esc'](attr(v8_p, 'role'))))
            w(']')
        if (not attr(loop8, 'last')):
            w(', ')
    w('\n')
    if (attr(resolve(ctx, 'vc'), 'host_view') and attr(resolve(ctx, 'day'), 'rejected')):
        w('\nRejected commands (host view)\n')
        seq9 = list(attr(resolve(ctx, 'day'), 'rejected'))
        for i9, v9_p in enumerate(seq9):
            loop9 = Loop(i9, len(seq9))
            w('- ')
            w(str((cat('#', attr(attr(v9_p, 'link'), 'number')) if (attr(v9_p, 'link') and (not (attr(attr(v9_p, 'link'), 'number') is None))) else 'host event')))
            w(' ')
            w(str(F['esc'](attr(v9_p, 'player'))))
            w(': ')
            w(str(attr(v9_p, 'code')))
            w(' ')
            w(str(F['esc'](attr(v9_p, 'reason'))))
            if attr(v9_p, 'raw'):
                w(' ("')
                w(str(F['esc'](attr(v9_p, 'raw'))))
                w('")')
            w('\n')


# vote_count.txt.j2
def t14(ctx, out, F):
    w = out.append
    def m1_where(p1_link=parameter('link')):
        out = []
        w = out.append
        w(str((cat('post #', attr(p1_link, 'number')) if (not (attr(p1_link, 'number') is None)) else attr(p1_link, 'time'))))
        return "".join(out)
    ctx['where'] = m1_where
    def m2_voters(p2_votes=parameter('votes')):
        out = []
        w = out.append
        seq3 = list(p2_votes)
        for i3, v3_v in enumerate(seq3):
            loop3 = Loop(i3, len(seq3))
            w(str(F['esc'](attr(v3_v, 'voter'))))
            w(' (#')
            w(str((attr(attr(v3_v, 'link'), 'number') if (not (attr(attr(v3_v, 'link'), 'number') is None)) else '-')))
            seq4 = list(attr(v3_v, 'notes'))
            for i4, v4_note in enumerate(seq4):
                loop4 = Loop(i4, len(seq4))
                w(', ')
                w(str(v4_note))
            if attr(v3_v, 'cast_by'):
                w(', posted by ')
                w(str(F['esc'](attr(v3_v, 'cast_by'))))
            w(')')
            if (not attr(loop3, 'last')):
                w(', ')
        return "".join(out)
    ctx['voters'] = m2_voters
    def m5_rich(p5_line=parameter('line')):
        out = []
        w = out.append
        seq6 = list(p5_line)
        for i6, v6_s in enumerate(seq6):
            loop6 = Loop(i6, len(seq6))
            if attr(v6_s, 'name'):
                w(str(F['esc'](attr(v6_s, 'text'))))
            else:
                w(str(attr(v6_s, 'text')))
        return "".join(out)
    ctx['rich'] = m5_rich
    def m7_stamp():
        out = []
        w = out.append
        if attr(resolve(ctx, 'vc'), 'as_of'):
            w('As of ')
            if (not (attr(attr(resolve(ctx, 'vc'), 'as_of'), 'number') is None)):
                w(str(resolve(ctx, 'where')(attr(resolve(ctx, 'vc'), 'as_of'))))
                w(', ')
            w(str(attr(resolve(ctx, 'vc'), 'as_of_time')))
            if attr(attr(resolve(ctx, 'vc'), 'as_of'), 'url'):
                w(' (')
                w(str(attr(attr(resolve(ctx, 'vc'), 'as_of'), 'url')))
                w(')')
        else:
            w('No posts counted yet')
        return "".join(out)
    ctx['stamp'] = m7_stamp
    if (resolve(ctx, 'day') is None):
        w(str(F['esc'](attr(resolve(ctx, 'vc'), 'game'))))
        w(': vote count\n')
        w(str(resolve(ctx, 'stamp')()))
        w('\n\nNo day has started yet.')
        if attr(resolve(ctx, 'vc'), 'hint'):
            w(' ')
            w(str(F['esc'](attr(resolve(ctx, 'vc'), 'hint'))))
    else:
        w(str(F['esc'](attr(resolve(ctx, 'vc'), 'game'))))
        w(': ')
        w(str(attr(resolve(ctx, 'day'), 'heading')))
        w(' vote count')
        if (not attr(resolve(ctx, 'day'), 'open')):
            w(' (final)')
        elif attr(resolve(ctx, 'day'), 'closes'):
            w(' (open, ')
            w(str(attr(resolve(ctx, 'day'), 'closes')))
            w(')')
        if attr(resolve(ctx, 'vc'), 'host_view'):
            w(' (host view)')
        w('\n\n')
        w(str(resolve(ctx, 'stamp')()))
        w('\n\n')
        if attr(resolve(ctx, 'day'), 'system'):
            include(TEMPLATES, cat(attr(resolve(ctx, 'day'), 'system_name'), '/vote_count.txt.j2'), ctx, out, F)
        else:
            seq8 = list(attr(resolve(ctx, 'day'), 'nominations'))
            for i8, v8_n in enumerate(seq8):
                loop8 = Loop(i8, len(seq8))
                w(str(F['esc'](attr(v8_n, 'nominee'))))
                w(' (nominated by ')
                w(str(F['esc'](attr(v8_n, 'nominator'))))
                w(', ')
                w(str(resolve(ctx, 'where')(attr(v8_n, 'link'))))
                w(') ')
                w(str(attr(v8_n, 'total')))
                w('/')
                w(str(attr(v8_n, 'of')))
                w(': ')
                w(str(resolve(ctx, 'voters')(attr(v8_n, 'votes'))))
                w('\n')
            if attr(resolve(ctx, 'day'), 'nominations'):
                w('\n')
            seq9 = list(attr(resolve(ctx, 'day'), 'wagons'))
            for i9, v9_w in enumerate(seq9):
                loop9 = Loop(i9, len(seq9))
                w(str(F['esc'](attr(v9_w, 'target'))))
                w(' ')
                w(str(attr(v9_w, 'total')))
                w('/')
                w(str(attr(v9_w, 'threshold')))
                if attr(v9_w, 'needed'):
                    w(' (L-')
                    w(str(attr(v9_w, 'needed')))
                    w(')')
                w(': ')
                w(str(resolve(ctx, 'voters')(attr(v9_w, 'votes'))))
                w('\n')
            if not seq9:
                if (not attr(resolve(ctx, 'day'), 'nominations')):
                    w('No votes yet.\n')
            w('\nNot voting (')
            w(str((length(attr(resolve(ctx, 'day'), 'not_voting')) + length(attr(resolve(ctx, 'day'), 'not_voting_dead')))))
            w('): ')
            seq10 = list(attr(resolve(ctx, 'day'), 'not_voting'))
            for i10, v10_name in enumerate(seq10):
                loop10 = Loop(i10, len(seq10))
                w(str(F['esc'](v10_name)))
                if (not attr(loop10, 'last')):
                    w(', ')
            if not seq10:
                if (not attr(resolve(ctx, 'day'), 'not_voting_dead')):
                    w('nobody')
            seq11 = list(attr(resolve(ctx, 'day'), 'not_voting_dead'))
            for i11, v11_name in enumerate(seq11):
                loop11 = Loop(i11, len(seq11))
                if (attr(resolve(ctx, 'day'), 'not_voting') or (not attr(loop11, 'first'))):
                    w(', ')
                w(str(F['esc'](v11_name)))
                w(' (dead, token unused)')
            w('\n\nWith ')
            w(str(attr(resolve(ctx, 'day'), 'living_count')))
            w(' alive, it takes ')
            w(str(attr(resolve(ctx, 'day'), 'threshold')))
            w(' to eliminate.\n\n')
            seq12 = list(attr(resolve(ctx, 'day'), 'earlier'))
            for i12, (v12_name, v12_number, ) in enumerate(seq12):
                loop12 = Loop(i12, len(seq12))
                w(str(F['esc'](v12_name)))
                w(' was eliminated by majority at post #')
                w(str(v12_number))
                w('; the day went on.\n')
            if (attr(resolve(ctx, 'day'), 'status') == 'hammered'):
                if attr(resolve(ctx, 'day'), 'eliminated'):
                    w(str(F['esc'](attr(resolve(ctx, 'day'), 'eliminated'))))
                    w(' was hammered')
                else:
                    w('No elimination reached a majority')
                if attr(resolve(ctx, 'day'), 'at'):
                    w(' at ')
                    w(str(resolve(ctx, 'where')(attr(resolve(ctx, 'day'), 'at'))))
                w('.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'eliminated'):
                w(str(F['esc'](attr(resolve(ctx, 'day'), 'eliminated'))))
                w(' was eliminated at the deadline with the most votes.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'no_elimination'):
                w('The day ended with no elimination.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'host_decides'):
                w('Tie at the deadline between ')
                w(str(join(fmap(F, attr(resolve(ctx, 'day'), 'tied'), 'esc'), ', ')))
                w(': the host decides.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'leading'):
                w(str(F['esc'](attr(resolve(ctx, 'day'), 'leader'))))
                w(' is leading.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'about_to_die'):
                w(str(F['esc'](attr(resolve(ctx, 'day'), 'leader'))))
                w(' is about to die.\n')
            elif (attr(resolve(ctx, 'day'), 'status') == 'tie'):
                w('Tied: ')
                w(str(join(fmap(F, attr(resolve(ctx, 'day'), 'tied'), 'esc'), ', ')))
                w('.\n')
            else:
                w('Nobody has votes yet.\n')
            if attr(resolve(ctx, 'day'), 'unresolved'):
                w('\nNot counted (name not recognised):\n')
                seq13 = list(attr(resolve(ctx, 'day'), 'unresolved'))
                for i13, v13_p in enumerate(seq13):
                    loop13 = Loop(i13, len(seq13))
                    w('  ')
                    w(str((resolve(ctx, 'where')(attr(v13_p, 'link')) if attr(v13_p, 'link') else 'host event')))
                    w(' ')
                    w(str(F['esc'](attr(v13_p, 'player'))))
                    w(': "')
                    w(str(F['esc'](attr(v13_p, 'raw'))))
                    w('"')
                    if attr(v13_p, 'candidates'):
                        w(' (could be: ')
                        w(str(join(fmap(F, attr(v13_p, 'candidates'), 'esc'), ', ')))
                        w(')')
            if (attr(resolve(ctx, 'vc'), 'host_view') and attr(resolve(ctx, 'day'), 'rejected')):
                w('\nRejected commands (host view):\n')
                seq14 = list(attr(resolve(ctx, 'day'), 'rejected'))
                for i14, v14_p in enumerate(seq14):
                    loop14 = Loop(i14, len(seq14))
                    w('  ')
                    w(str((resolve(ctx, 'where')(attr(v14_p, 'link')) if attr(v14_p, 'link') else 'host event')))
                    w(' ')
                    w(str(F['esc'](attr(v14_p, 'player'))))
                    w(': ')
                    w(str(attr(v14_p, 'code')))
                    w(' ')
                    w(str(F['esc'](attr(v14_p, 'reason'))))
                    if attr(v14_p, 'raw'):
                        w(' ("')
                        w(str(F['esc'](attr(v14_p, 'raw'))))
                        w('")')
                    w('\n')


TEMPLATES = {
    'audit.md.j2': t0,
    'botf/vote_count.md.j2': t1,
    'events/vote_count.md.j2': t2,
    'shapeshifters/vote_count.md.j2': t3,
    'vote_count.md.j2': t4,
    'audit.bbcode.j2': t5,
    'botf/vote_count.bbcode.j2': t6,
    'events/vote_count.bbcode.j2': t7,
    'shapeshifters/vote_count.bbcode.j2': t8,
    'vote_count.bbcode.j2': t9,
    'audit.txt.j2': t10,
    'botf/vote_count.txt.j2': t11,
    'events/vote_count.txt.j2': t12,
    'shapeshifters/vote_count.txt.j2': t13,
    'vote_count.txt.j2': t14,
}
