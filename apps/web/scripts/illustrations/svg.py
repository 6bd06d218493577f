"""Tiny helpers to write hand-composed SVG illustrations (no dependencies)."""
import math
import random

NAVY = '#1f3a5f'
DEEP = '#14243d'
MIDNIGHT = '#0f1b2e'
CORAL = '#ff5623'
CORAL_SOFT = '#ff8a65'
PEACH = '#ffd3c2'
CREAM = '#fbf4ea'
SAND = '#f3e3cc'
GOLD = '#f6b94a'
WARM = '#ffd98a'
SAGE = '#8fb39a'
GRASS = '#7fae74'
FOREST = '#3f6b4e'
BLUSH = '#f7c6c2'
WHITE = '#ffffff'

SKIN = ['#f5d0b5', '#e8b896', '#c98e68', '#a86b47', '#7d4a2e', '#5a3420']
HAIR = ['#2b1d14', '#4a2f1f', '#7a4b2a', '#b5793f', '#d9b16a', '#1b1b1f', '#8a8d93']


def esc(t):
    return t.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')


def f(v):
    """Compact number formatting."""
    s = f'{v:.1f}'
    return s[:-2] if s.endswith('.0') else s


class Svg:
    def __init__(self, w, h, title):
        self.w, self.h, self.title = w, h, title
        self.defs = []
        self.body = []
        self._ids = 0
        # Optional crop (x, y, w, h): the same drawing framed for a different shape (auth side panels).
        self.view = None

    def uid(self, prefix='g'):
        self._ids += 1
        return f'{prefix}{self._ids}'

    def add(self, s):
        self.body.append(s)

    def lin(self, stops, x1=0, y1=0, x2=0, y2=1, units=None):
        gid = self.uid('l')
        st = ''.join(
            f'<stop offset="{o}" stop-color="{c}"' + (f' stop-opacity="{a}"' if a is not None else '') + '/>'
            for o, c, a in [(s + (None,))[:3] if len(s) == 2 else s for s in stops]
        )
        u = f' gradientUnits="{units}"' if units else ''
        self.defs.append(f'<linearGradient id="{gid}" x1="{f(x1)}" y1="{f(y1)}" x2="{f(x2)}" y2="{f(y2)}"{u}>{st}</linearGradient>')
        return f'url(#{gid})'

    def rad(self, stops, cx=0.5, cy=0.5, r=0.5, units=None):
        gid = self.uid('r')
        st = ''.join(
            f'<stop offset="{o}" stop-color="{c}"' + (f' stop-opacity="{a}"' if a is not None else '') + '/>'
            for o, c, a in [(s + (None,))[:3] if len(s) == 2 else s for s in stops]
        )
        u = f' gradientUnits="{units}"' if units else ''
        self.defs.append(f'<radialGradient id="{gid}" cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}"{u}>{st}</radialGradient>')
        return f'url(#{gid})'

    def blur(self, sd):
        fid = self.uid('b')
        self.defs.append(
            f'<filter id="{fid}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="{sd}"/></filter>'
        )
        return f'url(#{fid})'

    def rect(self, x, y, w, h, fill, rx=0, extra=''):
        r = f' rx="{f(rx)}"' if rx else ''
        self.add(f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}"{r} fill="{fill}"{extra}/>')

    def circle(self, cx, cy, r, fill, extra=''):
        self.add(f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="{fill}"{extra}/>')

    def ellipse(self, cx, cy, rx, ry, fill, extra=''):
        self.add(f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}" fill="{fill}"{extra}/>')

    def path(self, d, fill='none', extra=''):
        self.add(f'<path d="{d}" fill="{fill}"{extra}/>')

    def poly(self, pts, fill, extra=''):
        p = ' '.join(f'{f(x)},{f(y)}' for x, y in pts)
        self.add(f'<polygon points="{p}" fill="{fill}"{extra}/>')

    def line(self, x1, y1, x2, y2, stroke, width=1, extra=''):
        self.add(
            f'<line x1="{f(x1)}" y1="{f(y1)}" x2="{f(x2)}" y2="{f(y2)}" stroke="{stroke}" stroke-width="{f(width)}"{extra}/>'
        )

    def open_group(self, extra=''):
        self.add(f'<g{extra}>')

    def close_group(self):
        self.add('</g>')

    def render(self):
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{" ".join(f(v) for v in (self.view or (0, 0, self.w, self.h)))}"'
            + (' preserveAspectRatio="xMidYMid slice"' if self.view else '')
            + ' role="img">'
            f'<title>{esc(self.title)}</title><defs>{"".join(self.defs)}</defs>{"".join(self.body)}</svg>\n'
        )


# ---------- reusable motifs ----------

def quad_point(p0, p1, p2, t):
    x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t ** 2 * p2[0]
    y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t ** 2 * p2[1]
    return x, y


def string_lights(s, a, b, sag, n, bulb='#ffe2a0', glow=None, wire='#3a3a3a', r=4.5):
    ctrl = ((a[0] + b[0]) / 2, max(a[1], b[1]) + sag)
    s.path(f'M{f(a[0])} {f(a[1])} Q{f(ctrl[0])} {f(ctrl[1])} {f(b[0])} {f(b[1])}', extra=f' stroke="{wire}" stroke-width="1.6"')
    g = glow or s.rad([(0, bulb, 0.85), (0.35, bulb, 0.35), (1, bulb, 0)])
    for i in range(1, n):
        x, y = quad_point(a, ctrl, b, i / n)
        s.circle(x, y + r + 2, r * 4.2, g)
        s.line(x, y, x, y + 3, wire, 1.4)
        s.ellipse(x, y + r + 3, r * 0.8, r, bulb)


def bunting(s, a, b, sag, n, colors, size=26):
    ctrl = ((a[0] + b[0]) / 2, max(a[1], b[1]) + sag)
    s.path(f'M{f(a[0])} {f(a[1])} Q{f(ctrl[0])} {f(ctrl[1])} {f(b[0])} {f(b[1])}', extra=' stroke="#5b5b5b" stroke-width="1.4"')
    for i in range(n):
        t0, t1 = (i + 0.15) / n, (i + 0.85) / n
        p0, p1 = quad_point(a, ctrl, b, t0), quad_point(a, ctrl, b, t1)
        mx, my = (p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2
        s.poly([p0, p1, (mx, my + size)], colors[i % len(colors)])


def tree(s, x, y, r, color, shade, trunk='#6b4a33', rnd=None):
    rnd = rnd or random.Random(int(x * 7 + y))
    s.rect(x - r * 0.08, y - r * 0.2, r * 0.16, r * 1.1, trunk)
    blobs = [(0, -r * 0.9, r * 0.75), (-r * 0.55, -r * 0.45, r * 0.6), (r * 0.55, -r * 0.45, r * 0.62), (0, -r * 0.3, r * 0.7)]
    for dx, dy, rr in blobs:
        s.circle(x + dx, y + dy, rr, color)
    for dx, dy, rr in blobs[1:3]:
        s.circle(x + dx + rr * 0.25, y + dy + rr * 0.2, rr * 0.55, shade, ' opacity="0.55"')


def person(s, x, feet, h, body, skin, hair, style='suit', arms=None, hair_style='short', rnd=None, back=False):
    """A stylised standing figure. h is total height; x is the centre; feet is the ground line."""
    head_r = h * 0.085
    head_y = feet - h + head_r
    sh_y = head_y + head_r * 1.55
    sh_w = h * 0.13
    hip_y = feet - h * 0.47
    leg = '#2a2f3a' if style != 'dress' else skin
    # legs
    if style == 'dress':
        s.rect(x - sh_w * 0.45, hip_y + h * 0.2, sh_w * 0.28, feet - hip_y - h * 0.2, skin)
        s.rect(x + sh_w * 0.17, hip_y + h * 0.2, sh_w * 0.28, feet - hip_y - h * 0.2, skin)
    else:
        s.path(
            f'M{f(x - sh_w * 0.8)} {f(hip_y)} L{f(x - sh_w * 0.62)} {f(feet)} L{f(x - sh_w * 0.12)} {f(feet)} L{f(x)} {f(hip_y + h * 0.08)} '
            f'L{f(x + sh_w * 0.12)} {f(feet)} L{f(x + sh_w * 0.62)} {f(feet)} L{f(x + sh_w * 0.8)} {f(hip_y)} Z',
            leg,
        )
    # shoes
    s.ellipse(x - sh_w * 0.38, feet, sh_w * 0.32, h * 0.012 + 1.5, '#1c1c22')
    s.ellipse(x + sh_w * 0.38, feet, sh_w * 0.32, h * 0.012 + 1.5, '#1c1c22')
    # arms (behind torso when down)
    arm_w = sh_w * 0.36
    if arms == 'up':
        for side in (-1, 1):
            s.path(
                f'M{f(x + side * sh_w * 0.8)} {f(sh_y + 4)} L{f(x + side * sh_w * 1.6)} {f(head_y - h * 0.22)}',
                extra=f' stroke="{body}" stroke-width="{f(arm_w)}" stroke-linecap="round"',
            )
            s.circle(x + side * sh_w * 1.6, head_y - h * 0.24, arm_w * 0.55, skin)
    elif arms == 'glass':
        s.path(
            f'M{f(x + sh_w * 0.85)} {f(sh_y + 6)} L{f(x + sh_w * 1.25)} {f(sh_y + h * 0.2)} L{f(x + sh_w * 0.7)} {f(sh_y + h * 0.12)}',
            extra=f' stroke="{body}" stroke-width="{f(arm_w)}" stroke-linecap="round" stroke-linejoin="round"',
        )
        gx, gy = x + sh_w * 0.62, sh_y + h * 0.02
        s.path(f'M{f(gx - 5)} {f(gy)} L{f(gx + 5)} {f(gy)} L{f(gx + 1)} {f(gy + 9)} L{f(gx + 1)} {f(gy + 16)} L{f(gx - 1)} {f(gy + 16)} L{f(gx - 1)} {f(gy + 9)} Z', '#fff7e0', ' opacity="0.95"')
        s.ellipse(gx, gy + 2.5, 4, 2, '#f1c36a')
        s.circle(x + sh_w * 0.7, sh_y + h * 0.115, arm_w * 0.5, skin)
    # torso
    if style == 'dress':
        s.path(
            f'M{f(x - sh_w * 0.85)} {f(sh_y)} Q{f(x)} {f(sh_y - 6)} {f(x + sh_w * 0.85)} {f(sh_y)} L{f(x + sh_w * 0.55)} {f(hip_y - h * 0.05)} '
            f'L{f(x + sh_w * 1.25)} {f(hip_y + h * 0.24)} L{f(x - sh_w * 1.25)} {f(hip_y + h * 0.24)} L{f(x - sh_w * 0.55)} {f(hip_y - h * 0.05)} Z',
            body,
        )
    else:
        s.path(
            f'M{f(x - sh_w)} {f(sh_y + 3)} Q{f(x)} {f(sh_y - 6)} {f(x + sh_w)} {f(sh_y + 3)} L{f(x + sh_w * 0.85)} {f(hip_y + 4)} L{f(x - sh_w * 0.85)} {f(hip_y + 4)} Z',
            body,
        )
        if style == 'suit' and not back:
            s.poly([(x - sh_w * 0.28, sh_y), (x + sh_w * 0.28, sh_y), (x, sh_y + h * 0.13)], '#f4f1ea')
            s.poly([(x - 2, sh_y + h * 0.03), (x + 2, sh_y + h * 0.03), (x + 3, sh_y + h * 0.12), (x, sh_y + h * 0.14), (x - 3, sh_y + h * 0.12)], CORAL if rnd and rnd.random() < 0.5 else NAVY)
    if arms is None:
        for side in (-1, 1):
            s.path(
                f'M{f(x + side * sh_w * 0.92)} {f(sh_y + 6)} L{f(x + side * sh_w * 1.05)} {f(hip_y + h * 0.04)}',
                extra=f' stroke="{body}" stroke-width="{f(arm_w)}" stroke-linecap="round" opacity="0.96"',
            )
            s.circle(x + side * sh_w * 1.05, hip_y + h * 0.06, arm_w * 0.48, skin)
    # neck and head
    s.rect(x - head_r * 0.35, head_y + head_r * 0.6, head_r * 0.7, head_r * 0.9, skin)
    if hair_style == 'long':
        s.path(
            f'M{f(x - head_r * 1.1)} {f(head_y)} Q{f(x - head_r * 1.25)} {f(head_y + head_r * 2.4)} {f(x - head_r * 0.2)} {f(head_y + head_r * 2.3)} '
            f'L{f(x + head_r * 0.2)} {f(head_y + head_r * 2.3)} Q{f(x + head_r * 1.25)} {f(head_y + head_r * 2.4)} {f(x + head_r * 1.1)} {f(head_y)} Z',
            hair,
        )
    s.circle(x, head_y, head_r, skin)
    if back:
        s.circle(x, head_y - head_r * 0.05, head_r * 1.02, hair)
    elif hair_style in ('short', 'long'):
        s.path(
            f'M{f(x - head_r * 1.05)} {f(head_y + head_r * 0.1)} Q{f(x - head_r * 1.1)} {f(head_y - head_r * 1.3)} {f(x)} {f(head_y - head_r * 1.12)} '
            f'Q{f(x + head_r * 1.15)} {f(head_y - head_r * 1.2)} {f(x + head_r * 1.05)} {f(head_y + head_r * 0.15)} Q{f(x + head_r * 0.4)} {f(head_y - head_r * 0.7)} {f(x - head_r * 1.05)} {f(head_y + head_r * 0.1)} Z',
            hair,
        )
    elif hair_style == 'bun':
        s.circle(x, head_y - head_r * 1.15, head_r * 0.5, hair)
        s.path(
            f'M{f(x - head_r * 1.02)} {f(head_y)} Q{f(x)} {f(head_y - head_r * 1.7)} {f(x + head_r * 1.02)} {f(head_y)} Q{f(x)} {f(head_y - head_r * 0.6)} {f(x - head_r * 1.02)} {f(head_y)} Z',
            hair,
        )
    elif hair_style == 'curly':
        for a in range(0, 360, 40):
            rr = math.radians(a)
            if 20 < a < 160:
                continue
            s.circle(x + math.cos(rr) * head_r * 0.95, head_y + math.sin(rr) * head_r * 0.95 - head_r * 0.1, head_r * 0.42, hair)
    elif hair_style == 'bald':
        pass


def crowd_heads(s, y, n, x0, x1, color, rnd, scale=1.0, arms_ratio=0.0, rim=None):
    """A row of head-and-shoulder silhouettes (audiences, crowds) seen from behind."""
    step = (x1 - x0) / n
    for i in range(n):
        x = x0 + step * (i + 0.5) + rnd.uniform(-step * 0.25, step * 0.25)
        hr = rnd.uniform(15, 20) * scale
        yy = y + rnd.uniform(-8, 8) * scale
        if rnd.random() < arms_ratio:
            side = rnd.choice((-1, 1))
            s.path(
                f'M{f(x + side * hr * 1.2)} {f(yy + hr * 2)} L{f(x + side * hr * (1.6 + rnd.random()))} {f(yy - hr * (2.2 + rnd.random()))}',
                extra=f' stroke="{color}" stroke-width="{f(hr * 0.7)}" stroke-linecap="round"',
            )
        s.path(
            f'M{f(x - hr * 2.1)} {f(yy + hr * 4.5)} Q{f(x - hr * 2)} {f(yy + hr * 1.4)} {f(x)} {f(yy + hr * 1.3)} Q{f(x + hr * 2)} {f(yy + hr * 1.4)} {f(x + hr * 2.1)} {f(yy + hr * 4.5)} Z',
            color,
        )
        s.circle(x, yy, hr, color)
        if rim:
            s.path(
                f'M{f(x - hr * 0.7)} {f(yy - hr * 0.72)} A{f(hr)} {f(hr)} 0 0 1 {f(x + hr * 0.7)} {f(yy - hr * 0.72)}',
                extra=f' stroke="{rim}" stroke-width="{f(1.6 * scale)}" opacity="0.7"',
            )


def glow(s, cx, cy, r, color, opacity=0.6):
    g = s.rad([(0, color, opacity), (1, color, 0)])
    s.circle(cx, cy, r, g)
