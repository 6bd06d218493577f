"""Logos of the fictional UK event-industry bodies shown in the 'Endorsed by' sliders."""
import math
from svg import *

SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif"
SANS = "Arial, 'Liberation Sans', Helvetica, sans-serif"


def text(s, x, y, t, size, fill, family=SANS, weight=700, spacing=0, anchor='start'):
    s.add(
        f'<text x="{f(x)}" y="{f(y)}" font-family="{family}" font-size="{size}" font-weight="{weight}" '
        f'letter-spacing="{spacing}" fill="{fill}" text-anchor="{anchor}">{esc(t)}</text>'
    )


def logo(title, emblem, line1, line2, color, family=SANS, accent=CORAL):
    # Wide enough for the longer line in common fallback fonts, so no name is ever clipped.
    width = int(150 + max(len(line1) * 27 * 0.6, len(line2) * 13.5 * 0.82) + 24)
    s = Svg(width, 160, title)
    emblem(s, 70, 80, color, accent)
    text(s, 138, 76, line1, 27, color, family, 700, 0.2)
    text(s, 139, 104, line2, 13.5, color, SANS, 600, 2.2)
    return s


def e_tent(s, x, y, c, a):
    s.circle(x, y, 46, 'none', f' stroke="{c}" stroke-width="4"')
    s.poly([(x, y - 26), (x - 28, y + 8), (x + 28, y + 8)], c)
    s.poly([(x, y - 26), (x - 8, y + 8), (x + 8, y + 8)], a)
    s.rect(x - 22, y + 8, 44, 18, c)
    s.poly([(x, y + 12), (x - 7, y + 26), (x + 7, y + 26)], '#ffffff')


def e_compass(s, x, y, c, a):
    s.circle(x, y, 44, c)
    s.poly([(x, y - 32), (x + 9, y), (x, y + 32), (x - 9, y)], '#ffffff')
    s.poly([(x, y - 32), (x + 9, y), (x - 9, y)], a)
    s.circle(x, y, 5, c)


def e_fork(s, x, y, c, a):
    s.rect(x - 44, y - 44, 88, 88, c, 22)
    for dx in (-12, -4, 4, 12):
        s.rect(x + dx - 2, y - 28, 4, 22, '#ffffff', 2)
    s.path(f'M{x - 14} {y - 8} L{x + 14} {y - 8} Q{x + 12} {y + 4} {x + 4} {y + 6} L{x + 3} {y + 30} L{x - 3} {y + 30} L{x - 4} {y + 6} Q{x - 12} {y + 4} {x - 14} {y - 8} Z', '#ffffff')
    s.circle(x + 26, y - 26, 7, a)


def e_wave(s, x, y, c, a):
    s.circle(x, y, 44, c)
    for k, col in enumerate(('#ffffff', a, '#ffffff')):
        yy = y - 12 + k * 12
        s.path(f'M{x - 30} {yy} Q{x - 15} {yy - 10} {x} {yy} T{x + 30} {yy}', extra=f' stroke="{col}" stroke-width="5" stroke-linecap="round"')


def e_crown(s, x, y, c, a):
    s.poly([(x - 40, y + 24), (x - 44, y - 22), (x - 20, y), (x, y - 34), (x + 20, y), (x + 44, y - 22), (x + 40, y + 24)], c)
    s.rect(x - 40, y + 28, 80, 10, c, 3)
    s.circle(x, y - 36, 6, a)
    s.circle(x - 44, y - 24, 5, a)
    s.circle(x + 44, y - 24, 5, a)


def e_leaf(s, x, y, c, a):
    s.path(f'M{x - 34} {y + 34} Q{x - 40} {y - 38} {x + 38} {y - 40} Q{x + 38} {y + 36} {x - 34} {y + 34} Z', c)
    s.path(f'M{x - 30} {y + 30} Q{x} {y} {x + 28} {y - 30}', extra=' stroke="#ffffff" stroke-width="4" stroke-linecap="round"')
    s.circle(x + 30, y + 26, 8, a)


def e_rings(s, x, y, c, a):
    s.circle(x - 14, y, 28, 'none', f' stroke="{c}" stroke-width="7"')
    s.circle(x + 14, y, 28, 'none', f' stroke="{a}" stroke-width="7"')
    s.poly([(x + 14, y - 40), (x + 22, y - 30), (x + 14, y - 22), (x + 6, y - 30)], c)


def e_star(s, x, y, c, a):
    s.rect(x - 44, y - 44, 88, 88, c, 8)
    pts = []
    for i in range(10):
        r = 30 if i % 2 == 0 else 13
        ang = math.radians(-90 + i * 36)
        pts.append((x + math.cos(ang) * r, y + math.sin(ang) * r))
    s.poly(pts, a)


PARTNERS = [
    ('partners/hearth-and-hall.svg', 'Hearth & Hall Venues Collective', e_tent, 'Hearth & Hall', 'VENUES COLLECTIVE', NAVY, SERIF, CORAL),
    ('partners/northern-events-alliance.svg', 'Northern Events Alliance', e_compass, 'Northern Events', 'ALLIANCE · EST. 2009', '#2f5d62', SANS, GOLD),
    ('partners/fork-and-field.svg', "Fork & Field Caterers' Guild", e_fork, 'Fork & Field', "CATERERS' GUILD", '#8a3b2e', SERIF, GOLD),
    ('partners/greenfield-festival-forum.svg', 'Greenfield Festival Forum', e_wave, 'Greenfield', 'FESTIVAL FORUM', '#3f6b4e', SANS, CORAL),
    ('partners/crown-conference-council.svg', 'Crown Conference Council', e_crown, 'Crown Conference', 'COUNCIL OF THE UK', '#3b3f8f', SERIF, GOLD),
    ('partners/sustainable-staging.svg', 'Sustainable Staging Partnership', e_leaf, 'Sustainable Staging', 'PARTNERSHIP', '#2e7d5b', SANS, GOLD),
    ('partners/bridal-trade-circle.svg', 'Bridal Trade Circle', e_rings, 'Bridal Trade Circle', 'WEDDING SUPPLIERS · UK', '#9a4366', SERIF, GOLD),
    ('partners/albion-stage-and-sound.svg', 'Albion Stage & Sound Association', e_star, 'Albion Stage', '& SOUND ASSOCIATION', '#1f3a5f', SANS, CORAL),
]


def all_partners():
    return {
        rel: (lambda a=(title, em, l1, l2, col, fam, acc): logo(a[0], a[1], a[2], a[3], a[4], a[5], a[6]))
        for rel, title, em, l1, l2, col, fam, acc in PARTNERS
    }
