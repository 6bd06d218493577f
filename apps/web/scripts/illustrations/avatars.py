"""Illustrated avatars (not photographs of anyone) for the team and the testimonials."""
from svg import *

BGS = ['#eef3fa', '#fff0ec', '#fdf3dc', '#e6f2ea', '#f6e8f0', '#e8eef7']
TOPS = [NAVY, CORAL, '#3d6f8f', '#6b8f71', '#8a5a44', '#5b4b8a', '#b8862d', '#2f3b4a']


def avatar(name, skin, hair, hair_style, top, bg, glasses=False, beard=False, earrings=False):
    s = Svg(200, 200, f'Illustrated avatar of {name}')
    clip = s.uid('c')
    s.defs.append(f'<clipPath id="{clip}"><circle cx="100" cy="100" r="100"/></clipPath>')
    s.add(f'<g clip-path="url(#{clip})">')
    s.rect(0, 0, 200, 200, bg)
    s.circle(160, 40, 60, '#ffffff', ' opacity="0.35"')
    # hair behind the head
    if hair_style in ('long', 'bob'):
        bottom = 170 if hair_style == 'long' else 135
        s.path(f'M52 92 Q48 {bottom} 70 {bottom + 6} L130 {bottom + 6} Q152 {bottom} 148 92 Q150 40 100 38 Q50 40 52 92 Z', hair)
    if hair_style == 'curly':
        for x, y, r in ((64, 78, 20), (78, 56, 22), (100, 48, 24), (122, 56, 22), (136, 78, 20), (58, 102, 16), (142, 102, 16)):
            s.circle(x, y, r, hair)
    # shoulders
    s.path('M22 200 Q26 150 70 140 L130 140 Q174 150 178 200 Z', top)
    s.path('M84 140 L100 162 L116 140 Z', '#ffffff', ' opacity="0.9"')
    # neck
    s.path('M86 118 L86 146 Q100 156 114 146 L114 118 Z', skin)
    s.path('M86 136 Q100 146 114 136 L114 142 Q100 152 86 142 Z', '#000000', ' opacity="0.08"')
    # ears and head
    s.ellipse(60, 96, 7, 10, skin)
    s.ellipse(140, 96, 7, 10, skin)
    if earrings:
        s.circle(60, 110, 4, GOLD)
        s.circle(140, 110, 4, GOLD)
    s.ellipse(100, 92, 40, 46, skin)
    # hair on top
    if hair_style in ('short', 'long', 'bob'):
        s.path('M58 92 Q54 46 100 44 Q146 46 142 92 Q138 66 118 62 Q96 74 64 72 Q60 80 58 92 Z', hair)
    elif hair_style == 'bun':
        s.circle(100, 40, 16, hair)
        s.path('M60 88 Q58 48 100 48 Q142 48 140 88 Q132 62 100 60 Q68 62 60 88 Z', hair)
    elif hair_style == 'crop':
        s.path('M62 80 Q62 50 100 48 Q138 50 138 80 Q128 62 100 62 Q72 62 62 80 Z', hair)
    elif hair_style == 'curly':
        for x, y, r in ((72, 62, 14), (90, 52, 15), (110, 52, 15), (128, 62, 14)):
            s.circle(x, y, r, hair)
    # face
    s.circle(85, 96, 3.6, '#2a2a2a')
    s.circle(115, 96, 3.6, '#2a2a2a')
    s.path('M79 86 Q85 82 91 86', extra=' stroke="#2a2a2a" stroke-width="2" stroke-linecap="round" opacity="0.55"')
    s.path('M109 86 Q115 82 121 86', extra=' stroke="#2a2a2a" stroke-width="2" stroke-linecap="round" opacity="0.55"')
    s.ellipse(78, 110, 7, 4, '#e8736b', ' opacity="0.18"')
    s.ellipse(122, 110, 7, 4, '#e8736b', ' opacity="0.18"')
    s.path('M100 98 Q97 108 101 110', extra=' stroke="#000" stroke-width="1.6" stroke-linecap="round" opacity="0.18"')
    if beard:
        s.path('M62 100 Q64 140 100 142 Q136 140 138 100 Q130 124 100 124 Q70 124 62 100 Z', hair)
        s.path('M88 118 Q100 112 112 118 Q100 122 88 118 Z', hair)
    s.path('M90 119 Q100 127 110 119', extra=' stroke="#7a3b2e" stroke-width="2.6" stroke-linecap="round"')
    if glasses:
        s.circle(85, 96, 11, 'none', ' stroke="#2a2a2a" stroke-width="2.4"')
        s.circle(115, 96, 11, 'none', ' stroke="#2a2a2a" stroke-width="2.4"')
        s.line(96, 96, 104, 96, '#2a2a2a', 2.4)
    s.add('</g>')
    return s


# (file slug, display name, skin, hair, style, top, bg, extras)
PEOPLE = [
    # the team (About page)
    ('team-eleanor', 'Eleanor Whitfield', SKIN[0], HAIR[3], 'bob', NAVY, BGS[0], {'earrings': True}),
    ('team-tobias', 'Tobias Okafor', SKIN[4], HAIR[0], 'crop', '#3d6f8f', BGS[3], {'beard': True}),
    ('team-priya', 'Priya Raman', SKIN[2], HAIR[5], 'long', '#6b8f71', BGS[2], {'glasses': True}),
    ('team-callum', 'Callum Reid', SKIN[0], HAIR[2], 'short', CORAL, BGS[1], {}),
    ('team-hannah', 'Hannah Price', SKIN[1], HAIR[1], 'bun', '#5b4b8a', BGS[4], {'earrings': True}),
    ('team-marcus', 'Marcus Bennett', SKIN[3], HAIR[5], 'curly', '#2f3b4a', BGS[5], {'glasses': True}),
    # organisers quoted in testimonials
    ('sophie', 'Sophie Turner', SKIN[0], HAIR[4], 'long', CORAL, BGS[0], {}),
    ('james', 'James Adeyemi', SKIN[4], HAIR[0], 'crop', NAVY, BGS[2], {}),
    ('aisha', 'Aisha Khan', SKIN[2], HAIR[0], 'bun', '#3d6f8f', BGS[1], {'earrings': True}),
    ('david', 'David Morgan', SKIN[1], HAIR[6], 'short', '#6b8f71', BGS[4], {'glasses': True, 'beard': True}),
    ('fiona', 'Fiona MacLeod', SKIN[0], HAIR[3], 'bob', '#5b4b8a', BGS[3], {}),
    ('tom', 'Tom Hughes', SKIN[1], HAIR[2], 'short', '#b8862d', BGS[5], {}),
    ('grace', 'Grace Osei', SKIN[5], HAIR[0], 'curly', CORAL, BGS[2], {'earrings': True}),
    ('rhys', 'Rhys Williams', SKIN[0], HAIR[1], 'crop', NAVY, BGS[1], {'beard': True}),
]


def all_avatars():
    return {f'avatars/{slug}.svg': (lambda a=(name, skin, hair, style, top, bg, extra): avatar(*a[:6], **a[6])) for slug, name, skin, hair, style, top, bg, extra in PEOPLE}
