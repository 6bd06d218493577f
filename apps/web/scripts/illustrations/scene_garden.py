import random
from svg import *


def marquee_tent(s, cx, base, width, rnd, interior=True, stripe=CORAL):
    """A three-peak white marquee with coral stripes, scalloped valance, arched windows and an open front."""
    left, right = cx - width / 2, cx + width / 2
    eave = base - width * 0.32
    wall_top = eave + 18
    peaks = [(cx - width * 0.3, eave - width * 0.26), (cx, eave - width * 0.32), (cx + width * 0.3, eave - width * 0.26)]
    # ground shadow
    s.ellipse(cx, base + 6, width * 0.56, 16, '#2f4f2f', ' opacity="0.22"')
    # walls
    wall = s.lin([(0, '#fffdf8'), (1, '#efe6da')], 0, 0, 0, 1)
    s.rect(left + 8, wall_top, width - 16, base - wall_top, wall)
    # wall panel seams and arched windows
    panels = 8
    pw = (width - 16) / panels
    lit = []
    for i in range(panels):
        x = left + 8 + i * pw
        s.line(x, wall_top, x, base, '#e3d7c6', 1.4)
        mid = x + pw / 2
        if interior and 3 <= i <= 4:
            continue
        ww, wh = pw * 0.46, (base - wall_top) * 0.42
        wy = wall_top + (base - wall_top) * 0.22
        window = f'M{f(mid - ww / 2)} {f(wy + wh)} L{f(mid - ww / 2)} {f(wy + ww / 2)} A{f(ww / 2)} {f(ww / 2)} 0 0 1 {f(mid + ww / 2)} {f(wy + ww / 2)} L{f(mid + ww / 2)} {f(wy + wh)} Z'
        lit.append(window)
        s.path(window, '#ffe7bd' if interior else '#dfe8ef', ' stroke="#e6d6bf" stroke-width="2"')
        s.line(mid, wy + 4, mid, wy + wh, '#e6d6bf', 1.6)
        s.line(mid - ww / 2, wy + wh * 0.6, mid + ww / 2, wy + wh * 0.6, '#e6d6bf', 1.6)
    # open entrance with warm interior
    if interior:
        ex0, ex1 = cx - pw, cx + pw
        inside = s.lin([(0, '#ffcf8a'), (0.6, '#f7a760'), (1, '#e9874a')], 0, 0, 0, 1)
        s.rect(ex0, wall_top, ex1 - ex0, base - wall_top, inside)
        lit.append(f'M{f(ex0 + pw * 0.42)} {f(wall_top)} L{f(ex1 - pw * 0.42)} {f(wall_top)} L{f(ex1 - pw * 0.02)} {f(base)} L{f(ex0 + pw * 0.02)} {f(base)} Z')
        glow(s, cx, wall_top + 40, 120, '#fff1c9', 0.7)
        # chandelier and tables inside
        for k, tx in enumerate((cx - pw * 0.55, cx + pw * 0.55)):
            ty = base - 26
            s.ellipse(tx, ty - 16, pw * 0.36, 9, '#fffaf0')
            s.rect(tx - pw * 0.36, ty - 16, pw * 0.72, 22, '#fff4e2')
            s.ellipse(tx, ty + 6, pw * 0.36, 6, '#f1dcc0')
            s.rect(tx - 2, ty - 36, 4, 20, '#f3e3c8')
            s.circle(tx - 6, ty - 38, 6, BLUSH)
            s.circle(tx + 5, ty - 40, 6, '#fff')
            s.circle(tx, ty - 44, 5, CORAL_SOFT)
        for lx in range(int(ex0 + 14), int(ex1), 26):
            s.circle(lx, wall_top + 18 + (abs(lx - cx) / pw) * 10, 3.2, '#fff6d8')
        # tied-back curtains
        for side in (-1, 1):
            x0 = cx + side * pw
            s.path(
                f'M{f(x0)} {f(wall_top)} L{f(x0 - side * pw * 0.42)} {f(wall_top)} Q{f(x0 - side * pw * 0.08)} {f(wall_top + (base - wall_top) * 0.45)} {f(x0 - side * pw * 0.02)} {f(base)} L{f(x0)} {f(base)} Z',
                '#fffaf2',
                ' stroke="#eadfcf" stroke-width="1.5"',
            )
            s.circle(x0 - side * pw * 0.12, wall_top + (base - wall_top) * 0.48, 4, stripe)
    # roof: one faceted cone per peak with gently concave edges; the side cones sit behind the middle one
    for k in (0, 2, 1):
        px, py = peaks[k]
        half = width * (0.22 if k != 1 else 0.27)
        x0, x1 = max(left, px - half * 1.55), min(right, px + half * 1.55)
        segs = 8
        for i in range(segs):
            a = x0 + (x1 - x0) * i / segs
            b = x0 + (x1 - x0) * (i + 1) / segs
            shade = ('#ffffff' if i % 2 == 0 else '#f2e9dc') if i < segs / 2 else ('#f6efe5' if i % 2 == 0 else '#e9dece')
            if i == 0:
                d = f'M{f(px)} {f(py)} Q{f(px - (px - x0) * 0.55)} {f(py + (eave - py) * 0.72)} {f(a)} {f(eave)} L{f(b)} {f(eave)} Z'
            elif i == segs - 1:
                d = f'M{f(px)} {f(py)} L{f(a)} {f(eave)} L{f(b)} {f(eave)} Q{f(px + (x1 - px) * 0.55)} {f(py + (eave - py) * 0.72)} {f(px)} {f(py)} Z'
            else:
                d = f'M{f(px)} {f(py)} L{f(a)} {f(eave)} L{f(b)} {f(eave)} Z'
            s.path(d, shade)
        # seams
        for i in range(1, segs):
            a = x0 + (x1 - x0) * i / segs
            s.line(px, py, a, eave, '#e0d2bf', 1)
        s.path(f'M{f(px)} {f(py)} Q{f(px - (px - x0) * 0.55)} {f(py + (eave - py) * 0.72)} {f(x0)} {f(eave)}', extra=' stroke="#dccbb5" stroke-width="1.4"')
        s.path(f'M{f(px)} {f(py)} Q{f(px + (x1 - px) * 0.55)} {f(py + (eave - py) * 0.72)} {f(x1)} {f(eave)}', extra=' stroke="#dccbb5" stroke-width="1.4"')
    # valance
    n = 24
    vw = width / n
    d = f'M{f(left)} {f(eave - 2)} L{f(right)} {f(eave - 2)} L{f(right)} {f(eave + 10)} '
    for i in range(n):
        x = right - i * vw
        d += f'A{f(vw / 2)} {f(vw / 2)} 0 0 1 {f(x - vw)} {f(eave + 10)} '
    d += 'Z'
    s.path(d, stripe)
    s.rect(left, eave - 4, width, 5, '#fffaf2')
    # poles and pennants
    flags = [NAVY, CORAL, GOLD]
    for k, (px, py) in enumerate(peaks):
        s.line(px, py + 4, px, py - 42, '#6b5b4b', 3)
        s.circle(px, py - 44, 3.5, GOLD)
        s.path(f'M{f(px + 1)} {f(py - 40)} Q{f(px + 22)} {f(py - 36)} {f(px + 38)} {f(py - 30)} Q{f(px + 20)} {f(py - 27)} {f(px + 1)} {f(py - 22)} Z', flags[k])
    return peaks, eave, lit


def garden_party(w=1200, h=800, seed=3, title='A white marquee at a summer garden party with string lights and guests on the lawn', night=False):
    rnd = random.Random(seed)
    s = Svg(w, h, title)
    if night:
        s.rect(0, 0, w, h, s.lin([(0, '#0f1b2e'), (0.55, '#1f3a5f'), (1, '#35557d')], 0, 0, 0, 1))
        for _ in range(90):
            s.circle(rnd.uniform(0, w), rnd.uniform(0, h * 0.5), rnd.uniform(0.7, 2), '#ffffff', f' opacity="{rnd.uniform(0.3, 0.95):.2f}"')
        glow(s, w * 0.8, h * 0.16, 120, '#dfe8ff', 0.35)
        s.circle(w * 0.8, h * 0.16, 34, '#f4f1e4')
    else:
        sky = s.lin([(0, '#f8d9b9'), (0.45, '#fcebd6'), (1, '#fdf5ea')], 0, 0, 0, 1)
        s.rect(0, 0, w, h, sky)
        glow(s, w * 0.78, h * 0.26, 260, '#fff2cf', 0.9)
        s.circle(w * 0.78, h * 0.26, 46, '#fff6df')
        # soft clouds
        for cx, cy, sc in ((200, 120, 1.0), (520, 80, 0.7), (1050, 150, 0.8)):
            for dx, dy, r in ((0, 0, 34), (34, -12, 28), (66, 2, 30), (-30, 8, 22)):
                s.circle(cx + dx * sc, cy + dy * sc, r * sc, '#ffffff', ' opacity="0.75"')
    # hills
    s.path(f'M0 {h * 0.56} Q{w * 0.2} {h * 0.47} {w * 0.42} {h * 0.54} T{w * 0.85} {h * 0.5} T{w} {h * 0.53} L{w} {h} L0 {h} Z', '#c7d9bf')
    s.path(f'M0 {h * 0.6} Q{w * 0.3} {h * 0.54} {w * 0.55} {h * 0.6} T{w} {h * 0.58} L{w} {h} L0 {h} Z', '#adc9a4')
    # tree lines
    for x in range(-20, w + 40, 46):
        r = rnd.uniform(26, 40)
        if 300 < x < 900:
            r *= 0.7
        tree(s, x, h * 0.62, r, '#6f9a72' if x % 3 else '#7ba57c', '#4d7a57', rnd=rnd)
    # lawn
    lawn = s.lin([(0, '#a8cf97'), (1, '#7fae74')], 0, 0, 0, 1)
    s.path(f'M0 {h * 0.64} Q{w * 0.5} {h * 0.6} {w} {h * 0.64} L{w} {h} L0 {h} Z', lawn)
    for i in range(7):
        x = -200 + i * 220
        s.poly([(x, h), (x + 110, h), (x + 420, h * 0.64), (x + 360, h * 0.64)], '#ffffff', ' opacity="0.07"')
    # tall trees at the sides for the lights
    tree(s, 70, h * 0.7, 110, '#5d8a64', '#3f6b4e', rnd=rnd)
    tree(s, w - 60, h * 0.7, 120, '#5d8a64', '#3f6b4e', rnd=rnd)
    peaks, eave, lit = marquee_tent(s, w * 0.5, h * 0.74, w * 0.56, rnd)
    # string lights from the poles to the trees
    string_lights(s, (peaks[0][0], peaks[0][1] - 20), (92, h * 0.44), 60, 11)
    string_lights(s, (peaks[2][0], peaks[2][1] - 20), (w - 80, h * 0.43), 60, 11)
    string_lights(s, (peaks[0][0], peaks[0][1] - 20), (peaks[2][0], peaks[2][1] - 20), 10, 8)
    # flower planters by the entrance
    for px in (w * 0.5 - 120, w * 0.5 + 120):
        s.rect(px - 22, h * 0.74 - 30, 44, 32, '#d9c2a5', 4)
        for dx, dy, c in ((-14, -36, BLUSH), (0, -44, '#fff'), (14, -36, CORAL_SOFT), (-6, -30, '#e98aa0'), (8, -30, GOLD)):
            s.circle(px + dx, h * 0.74 + dy, 9, '#5f8f5f')
            s.circle(px + dx, h * 0.74 + dy - 3, 6, c)
    # bistro table with parasol (right foreground)
    tx, ty = w * 0.84, h * 0.9
    s.line(tx, ty - 170, tx, ty, '#7a6552', 4)
    s.path(f'M{tx - 95} {ty - 150} Q{tx} {ty - 215} {tx + 95} {ty - 150} Z', CORAL)
    s.path(f'M{tx - 95} {ty - 150} Q{tx - 47} {ty - 138} {tx - 32} {ty - 150} Q{tx} {ty - 136} {tx + 32} {ty - 150} Q{tx + 47} {ty - 138} {tx + 95} {ty - 150}', '#fffaf2')
    s.ellipse(tx, ty - 62, 56, 10, '#f6efe4')
    s.line(tx, ty - 60, tx, ty, '#4b4b52', 4)
    s.line(tx - 24, ty, tx + 24, ty, '#4b4b52', 4)
    for gx in (tx - 20, tx + 16):
        s.path(f'M{gx - 6} {ty - 92} L{gx + 6} {ty - 92} L{gx + 1} {ty - 78} L{gx + 1} {ty - 68} L{gx - 1} {ty - 68} L{gx - 1} {ty - 78} Z', '#fffdf3', ' opacity="0.95"')
        s.ellipse(gx, ty - 89, 5, 2.2, '#f1c36a')
    if night:
        # Night: a blue wash over the garden, then the warm lights glow again on top.
        s.rect(0, 0, w, h, '#0f1b2e', 0, ' opacity="0.4"')
        warm = s.lin([(0, '#ffe3a8'), (1, '#f6a55e')], 0, 0, 0, 1)
        for d in lit:
            s.path(d, warm, ' opacity="0.92"')
        glow(s, w * 0.5, h * 0.66, 260, '#ffcf8a', 0.45)
        glow(s, w * 0.5, h * 0.8, 380, '#ffcf8a', 0.18)
        string_lights(s, (peaks[0][0], peaks[0][1] - 20), (92, h * 0.44), 60, 11)
        string_lights(s, (peaks[2][0], peaks[2][1] - 20), (w - 80, h * 0.43), 60, 11)
        string_lights(s, (peaks[0][0], peaks[0][1] - 20), (peaks[2][0], peaks[2][1] - 20), 10, 8)
        return s
    # guests
    groups = [
        (150, h * 0.94, 150, [('suit', NAVY, 'short'), ('dress', CORAL, 'long'), ('suit', '#6c7a89', 'short')]),
        (w * 0.62, h * 0.97, 165, [('dress', '#3d6f8f', 'bun'), ('suit', '#2f3b4a', 'short')]),
        (w * 0.33, h * 0.86, 110, [('dress', GOLD, 'long'), ('suit', '#8a5a44', 'curly')]),
        (w * 0.72, h * 0.8, 86, [('suit', '#4c5d73', 'short'), ('dress', BLUSH, 'bun')]),
    ]
    for gx, feet, size, members in groups:
        for i, (style, colour, hair) in enumerate(members):
            x = gx + i * size * 0.36
            hh = size * rnd.uniform(0.92, 1.04)
            s.ellipse(x, feet, size * 0.16, 5, '#2f4f2f', ' opacity="0.18"')
            person(
                s, x, feet, hh, colour, rnd.choice(SKIN), rnd.choice(HAIR),
                style=style, hair_style=hair, arms='glass' if i == 1 else None, rnd=rnd,
            )
    return s
