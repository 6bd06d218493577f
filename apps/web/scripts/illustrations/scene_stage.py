import math
import random
from svg import *


def light_beam(s, x, y, spread, length, angle_deg, color, opacity=0.35):
    a = math.radians(angle_deg)
    dx, dy = math.sin(a), math.cos(a)
    ex, ey = x + dx * length, y + dy * length
    px, py = -dy, dx
    g = s.lin([(0, color, opacity), (1, color, 0)], x, y, ex, ey, units='userSpaceOnUse')
    s.poly([(x - 4 * px, y - 4 * py), (x + 4 * px, y + 4 * py), (ex + px * spread, ey + py * spread), (ex - px * spread, ey - py * spread)], g)


def truss(s, x0, x1, y, h=22, color='#3a4a63'):
    s.rect(x0, y, x1 - x0, 3, color)
    s.rect(x0, y + h, x1 - x0, 3, color)
    step = h
    x = x0
    i = 0
    while x < x1 - step:
        s.line(x, y + (0 if i % 2 == 0 else h), x + step, y + (h if i % 2 == 0 else 0), color, 2)
        x += step
        i += 1


def spotlight_can(s, x, y, color='#2a3344'):
    s.rect(x - 9, y, 18, 22, color, 3)
    s.ellipse(x, y + 22, 9, 3, '#fff2c6')


def conference(w=1200, h=800, seed=7, title='A conference stage with lights, a big screen, a speaker at a lectern and an audience'):
    rnd = random.Random(seed)
    s = Svg(w, h, title)
    s.rect(0, 0, w, h, s.lin([(0, '#0d1828'), (0.6, '#1a2f4d'), (1, '#223a5c')], 0, 0, 0, 1))
    # back wall panels
    for i in range(12):
        x = i * 100
        s.rect(x + 2, 90, 96, 470, '#1c3150' if i % 2 else '#1a2d4a')
    truss(s, 0, w, 40)
    lights = [150, 330, 510, 690, 870, 1050]
    for i, x in enumerate(lights):
        spotlight_can(s, x, 66)
    for i, x in enumerate(lights):
        ang = (-14 + i * 5.6)
        light_beam(s, x, 90, 120, 560, ang, '#ffe4a8', 0.22)
    # screen
    sx0, sy0, sw, sh = 300, 130, 600, 330
    s.rect(sx0 - 10, sy0 - 10, sw + 20, sh + 20, '#0b1422', 10)
    s.rect(sx0, sy0, sw, sh, s.lin([(0, '#2f5a8f'), (1, '#1f3a5f')], 0, 0, 1, 1), 6)
    s.rect(sx0 + 40, sy0 + 40, 260, 18, '#ffffff', 4, ' opacity="0.9"')
    s.rect(sx0 + 40, sy0 + 72, 180, 12, '#ffffff', 4, ' opacity="0.45"')
    for i, v in enumerate((0.35, 0.5, 0.42, 0.66, 0.8, 0.92)):
        bh = v * 170
        s.rect(sx0 + 60 + i * 48, sy0 + sh - 40 - bh, 30, bh, CORAL if i == 5 else ('#ffb08f' if i == 4 else '#8fb0d8'), 4)
    s.line(sx0 + 48, sy0 + sh - 40, sx0 + 360, sy0 + sh - 40, '#ffffff', 2, ' opacity="0.5"')
    s.circle(sx0 + 480, sy0 + 170, 70, 'none', ' stroke="#ffffff" stroke-opacity="0.25" stroke-width="18"')
    s.path(f'M{sx0 + 480} {sy0 + 100} A70 70 0 0 1 {sx0 + 547} {sy0 + 190}', extra=f' stroke="{GOLD}" stroke-width="18"')
    # stage
    s.rect(0, 560, w, 18, '#2f4468')
    s.rect(0, 578, w, 52, '#15233a')
    s.rect(0, 576, w, 3, CORAL, 0, ' opacity="0.9"')
    glow(s, w / 2, 570, 420, '#ffd9a0', 0.18)
    # plants
    for px in (120, 1080):
        s.rect(px - 30, 500, 60, 60, '#e9e2d6', 6)
        for a in range(-70, 80, 20):
            r = math.radians(a)
            s.path(f'M{px} {500} Q{px + math.sin(r) * 40} {500 - 60} {px + math.sin(r) * 70} {500 - 100 + abs(a) * 0.6}', extra=' stroke="#4f8a5e" stroke-width="7" stroke-linecap="round"')
    # speaker and lectern
    person(s, 880, 560, 150, NAVY, SKIN[2], HAIR[0], style='suit', hair_style='short', rnd=rnd)
    s.poly([(835, 470), (925, 470), (915, 562), (845, 562)], '#e9e2d6')
    s.rect(828, 462, 104, 12, '#f6f1e8', 3)
    s.circle(880, 510, 12, CORAL)
    s.line(872, 462, 862, 440, '#222', 2)
    # second presenter seated chairs
    for cx in (300, 380):
        s.rect(cx - 22, 520, 44, 8, '#f0e7da', 3)
        s.rect(cx - 18, 470, 6, 52, '#c9c2b8')
        s.rect(cx - 20, 468, 40, 30, '#e8dfd1', 6)
        s.rect(cx - 16, 528, 4, 32, '#8c8478')
        s.rect(cx + 12, 528, 4, 32, '#8c8478')
    # audience
    crowd_heads(s, 660, 13, -20, w + 20, '#0a1220', rnd, 1.1, rim='#ffd9a0')
    crowd_heads(s, 730, 11, -40, w + 40, '#070d18', rnd, 1.35, rim='#ffd9a0')
    # phone screens in the audience
    for x in (260, 700, 990):
        s.rect(x, 650, 16, 26, '#bfe3ff', 3, ' opacity="0.9"')
        glow(s, x + 8, 662, 36, '#bfe3ff', 0.35)
    return s


def festival(w=1200, h=800, seed=11, title='A summer festival at sunset: a main stage with coloured lights, flags, a big wheel and a crowd'):
    rnd = random.Random(seed)
    s = Svg(w, h, title)
    s.rect(0, 0, w, h, s.lin([(0, '#23254f'), (0.45, '#8b3d6d'), (0.75, '#ef6f5a'), (1, '#ffb56b')], 0, 0, 0, 1))
    glow(s, 300, 520, 320, '#ffd08a', 0.55)
    s.circle(300, 520, 70, '#ffe2a6')
    # stars
    for _ in range(40):
        s.circle(rnd.uniform(0, w), rnd.uniform(0, 200), rnd.uniform(0.8, 1.8), '#ffffff', f' opacity="{rnd.uniform(0.3, 0.9):.2f}"')
    # hills
    s.path(f'M0 520 Q200 470 420 510 T820 490 T1200 500 L1200 800 L0 800 Z', '#4a2a55')
    # big wheel
    cx, cy, r = 190, 380, 130
    s.line(cx, cy, cx - 90, 560, '#2d1b3d', 8)
    s.line(cx, cy, cx + 90, 560, '#2d1b3d', 8)
    s.circle(cx, cy, r, 'none', ' stroke="#2d1b3d" stroke-width="7"')
    s.circle(cx, cy, r * 0.92, 'none', ' stroke="#2d1b3d" stroke-width="2"')
    for i in range(16):
        a = math.radians(i * 22.5)
        s.line(cx, cy, cx + math.cos(a) * r, cy + math.sin(a) * r, '#2d1b3d', 2)
        gx, gy = cx + math.cos(a) * r, cy + math.sin(a) * r
        s.rect(gx - 9, gy + 2, 18, 14, [CORAL, GOLD, '#6ec3c9', BLUSH][i % 4], 4)
        s.circle(gx, gy, 2.6, '#ffe9b0')
    s.circle(cx, cy, 10, '#2d1b3d')
    # main stage
    x0, x1, top, floor = 520, 1140, 250, 600
    for i, (ang, col) in enumerate(((-30, '#7ad7ff'), (-18, '#ff7ad1'), (-6, '#ffe27a'), (6, '#7affc1'), (18, '#ff7ad1'), (30, '#7ad7ff'))):
        light_beam(s, 600 + i * 95, top + 30, 70, 700, 180 + ang, col, 0.22)
    s.path(f'M{x0} {floor} L{x0} {top + 40} Q{(x0 + x1) / 2} {top - 70} {x1} {top + 40} L{x1} {floor} Z', '#17122a')
    s.path(f'M{x0 + 30} {floor} L{x0 + 30} {top + 70} Q{(x0 + x1) / 2} {top - 20} {x1 - 30} {top + 70} L{x1 - 30} {floor} Z', '#2b1f47')
    for i in range(9):
        lx = x0 + 60 + i * 62
        s.circle(lx, top + 62 - math.sin(i / 8 * math.pi) * 58, 6, ['#7ad7ff', '#ff7ad1', '#ffe27a'][i % 3])
        glow(s, lx, top + 62 - math.sin(i / 8 * math.pi) * 58, 30, ['#7ad7ff', '#ff7ad1', '#ffe27a'][i % 3], 0.5)
    # screens
    for sx in (x0 + 60, x1 - 160):
        s.rect(sx, top + 120, 100, 140, s.lin([(0, '#ff7ad1'), (1, '#7ad7ff')], 0, 0, 1, 1), 4, ' opacity="0.85"')
    # band silhouettes
    for bx, bh in ((760, 120), (840, 135), (920, 118)):
        person(s, bx, floor - 40, bh, '#0e0a1a', '#0e0a1a', '#0e0a1a', style='casual', hair_style='short', back=True)
    s.rect(x0 + 10, floor - 40, x1 - x0 - 20, 40, '#120d22')
    s.rect(x0 + 10, floor - 42, x1 - x0 - 20, 3, '#ff7ad1', 0, ' opacity="0.8"')
    # speakers
    for sx in (x0 - 40, x1 + 5):
        s.rect(sx, floor - 180, 38, 180, '#120d22', 4)
        for k in range(4):
            s.circle(sx + 19, floor - 155 + k * 42, 13, '#241a3d')
    # flags
    for fx, col in ((470, CORAL), (1170, GOLD), (90, '#6ec3c9'), (620, BLUSH)):
        s.line(fx, 640, fx, 380, '#2d1b3d', 4)
        s.path(f'M{fx} {385} Q{fx + 30} {395} {fx + 55} {385} L{fx + 55} {455} Q{fx + 30} {465} {fx} {455} Z', col)
    # crowd
    crowd_heads(s, 610, 20, -20, w + 20, '#2a1838', rnd, 0.8, arms_ratio=0.35)
    crowd_heads(s, 665, 16, -30, w + 30, '#1e1129', rnd, 1.0, arms_ratio=0.4)
    crowd_heads(s, 730, 12, -40, w + 40, '#140a1d', rnd, 1.3, arms_ratio=0.4)
    # glow sticks and phone lights
    for _ in range(14):
        x, y = rnd.uniform(0, w), rnd.uniform(560, 700)
        col = rnd.choice(['#7affc1', '#ff7ad1', '#ffe27a', '#7ad7ff'])
        s.circle(x, y, 3, col)
        glow(s, x, y, 16, col, 0.5)
    bunting(s, (0, 30), (w, 60), 70, 24, [CORAL, GOLD, '#6ec3c9', BLUSH, '#ffffff'], 28)
    return s


def awards_dinner(w=1200, h=800, seed=5, title='A black-tie awards dinner: round tables, chandeliers and a stage with a trophy on the screen'):
    rnd = random.Random(seed)
    s = Svg(w, h, title)
    s.rect(0, 0, w, h, s.lin([(0, '#101b30'), (1, '#1f3a5f')], 0, 0, 0, 1))
    # drapes
    for i in range(24):
        x = i * 50
        s.rect(x, 0, 50, 460, s.lin([(0, '#182a47'), (0.5, '#22385c'), (1, '#182a47')], 0, 0, 1, 0))
    # stage and screen
    s.rect(360, 110, 480, 270, '#0a1322', 8)
    s.rect(372, 122, 456, 246, s.lin([(0, '#243f66'), (1, '#152740')], 0, 0, 0, 1), 4)
    glow(s, 600, 240, 150, GOLD, 0.35)
    # trophy
    s.path('M560 190 L640 190 Q640 260 600 270 Q560 260 560 190 Z', GOLD)
    s.path('M560 200 Q530 200 535 225 Q540 245 565 245', extra=f' stroke="{GOLD}" stroke-width="7"')
    s.path('M640 200 Q670 200 665 225 Q660 245 635 245', extra=f' stroke="{GOLD}" stroke-width="7"')
    s.rect(592, 268, 16, 28, '#d9a13a')
    s.rect(572, 294, 56, 16, '#d9a13a', 3)
    s.rect(562, 308, 76, 14, '#b8862d', 3)
    s.rect(470, 338, 260, 10, '#ffffff', 5, ' opacity="0.5"')
    s.rect(300, 400, 600, 36, '#0d1829')
    s.rect(300, 398, 600, 4, GOLD, 0, ' opacity="0.8"')
    # podium
    s.poly([(820, 340), (880, 340), (874, 402), (826, 402)], '#0d1829')
    s.rect(816, 334, 68, 8, GOLD, 2)
    # chandeliers
    for cx, cy in ((180, 90), (1020, 90)):
        s.line(cx, 0, cx, cy - 30, '#c9a45a', 2)
        glow(s, cx, cy, 110, '#ffe6b0', 0.45)
        for ring, rr in ((0, 60), (1, 40)):
            for k in range(12 - ring * 4):
                a = math.radians(k * (360 / (12 - ring * 4)))
                x = cx + math.cos(a) * rr
                y = cy + math.sin(a) * rr * 0.3 + ring * 18
                s.line(x, y, x, y + 22, '#f5e6c0', 1.2)
                s.circle(x, y + 24, 3.2, '#fff4d6')
        s.ellipse(cx, cy, 64, 14, 'none', ' stroke="#e2c27a" stroke-width="3"')
    # floor
    s.rect(0, 460, w, 340, s.lin([(0, '#1b2c49'), (1, '#0f1a2c')], 0, 0, 0, 1))
    # round tables with guests
    def table(tx, ty, rx, guests):
        for g in guests:
            gx = tx + g[0] * rx
            person(s, gx, ty + 6, rx * 1.05, g[1], rnd.choice(SKIN), rnd.choice(HAIR[:6]), style=g[2], hair_style=g[3], back=True)
        s.ellipse(tx, ty, rx, rx * 0.28, '#f7f3ea')
        s.path(f'M{tx - rx} {ty} L{tx - rx} {ty + rx * 0.5} Q{tx} {ty + rx * 0.78} {tx + rx} {ty + rx * 0.5} L{tx + rx} {ty} Z', '#ece5d8')
        for k in range(-3, 4):
            s.line(tx + k * rx * 0.28, ty + rx * 0.1, tx + k * rx * 0.3, ty + rx * 0.62 - abs(k) * 3, '#dcd3c3', 1.2)
        # centrepiece candelabra
        s.rect(tx - 3, ty - rx * 0.75, 6, rx * 0.72, GOLD)
        for dx in (-rx * 0.2, 0, rx * 0.2):
            s.rect(tx + dx - 2.5, ty - rx * 0.82 - (0 if dx else 10), 5, 16, '#fff8e7')
            glow(s, tx + dx, ty - rx * 0.86 - (0 if dx else 10), 18, '#ffd98a', 0.8)
        s.path(f'M{tx - rx * 0.2} {ty - rx * 0.6} Q{tx} {ty - rx * 0.45} {tx + rx * 0.2} {ty - rx * 0.6}', extra=f' stroke="{GOLD}" stroke-width="3"')
        for k in (-0.55, -0.2, 0.2, 0.55):
            s.ellipse(tx + k * rx, ty - 2, 10, 3.5, '#ffffff')
    table(240, 560, 95, [(-0.7, NAVY, 'suit', 'short'), (0.0, '#7b2d3b', 'dress', 'bun'), (0.7, '#222', 'suit', 'short')])
    table(960, 560, 95, [(-0.7, '#3b2b54', 'dress', 'long'), (0.0, '#222', 'suit', 'curly'), (0.7, '#0f5160', 'dress', 'bun')])
    table(600, 690, 130, [(-0.75, '#222', 'suit', 'short'), (-0.25, GOLD, 'dress', 'long'), (0.25, NAVY, 'suit', 'bald'), (0.75, '#8a2f4a', 'dress', 'bun')])
    table(120, 780, 110, [])
    table(1090, 780, 110, [])
    return s
