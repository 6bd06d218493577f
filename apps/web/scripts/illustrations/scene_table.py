import math
import random
from svg import *


def flower_cluster(s, x, y, r, rnd, palette=(BLUSH, '#ffffff', CORAL_SOFT, '#f2a7b8', PEACH)):
    for _ in range(7):
        a = rnd.uniform(0, math.pi * 2)
        d = rnd.uniform(0, r * 0.9)
        lx, ly = x + math.cos(a) * d * 1.3, y + math.sin(a) * d * 0.6
        s.ellipse(lx, ly, r * 0.35, r * 0.14, '#6f9d6b', f' transform="rotate({rnd.randint(-60, 60)} {f(lx)} {f(ly)})"')
    for _ in range(9):
        a = rnd.uniform(0, math.pi * 2)
        d = rnd.uniform(0, r * 0.7)
        fx, fy = x + math.cos(a) * d, y + math.sin(a) * d * 0.7 - r * 0.2
        rr = rnd.uniform(r * 0.22, r * 0.34)
        c = rnd.choice(palette)
        s.circle(fx, fy, rr, c)
        s.circle(fx, fy, rr * 0.45, '#ffffff', ' opacity="0.35"')


def wine_glass(s, x, y, hgt=46, fill=None):
    s.path(
        f'M{f(x - hgt * 0.2)} {f(y - hgt)} L{f(x + hgt * 0.2)} {f(y - hgt)} Q{f(x + hgt * 0.22)} {f(y - hgt * 0.5)} {f(x + 1.5)} {f(y - hgt * 0.42)} '
        f'L{f(x + 1.5)} {f(y - 3)} L{f(x + hgt * 0.16)} {f(y)} L{f(x - hgt * 0.16)} {f(y)} L{f(x - 1.5)} {f(y - 3)} L{f(x - 1.5)} {f(y - hgt * 0.42)} '
        f'Q{f(x - hgt * 0.22)} {f(y - hgt * 0.5)} {f(x - hgt * 0.2)} {f(y - hgt)} Z',
        '#ffffff',
        ' opacity="0.85" stroke="#d7cfc4" stroke-width="1"',
    )
    if fill:
        s.path(f'M{f(x - hgt * 0.19)} {f(y - hgt * 0.72)} L{f(x + hgt * 0.19)} {f(y - hgt * 0.72)} Q{f(x + hgt * 0.18)} {f(y - hgt * 0.5)} {f(x)} {f(y - hgt * 0.44)} Q{f(x - hgt * 0.18)} {f(y - hgt * 0.5)} {f(x - hgt * 0.19)} {f(y - hgt * 0.72)} Z', fill, ' opacity="0.9"')


def candle(s, x, y, hgt, width=10):
    s.rect(x - width / 2, y - hgt, width, hgt, '#fffaf0', 2)
    s.rect(x - width / 2, y - hgt, width * 0.3, hgt, '#ffffff')
    glow(s, x, y - hgt - 8, 34, '#ffcf70', 0.7)
    s.path(f'M{f(x)} {f(y - hgt - 16)} Q{f(x + 5)} {f(y - hgt - 6)} {f(x)} {f(y - hgt - 1)} Q{f(x - 5)} {f(y - hgt - 6)} {f(x)} {f(y - hgt - 16)} Z', '#ffb347')


def wedding(w=1200, h=800, seed=2, title='A wedding breakfast table with flowers, candles and glasses under a garland of fairy lights'):
    rnd = random.Random(seed)
    s = Svg(w, h, title)
    s.rect(0, 0, w, h, s.lin([(0, '#f3dfd6'), (1, '#fbf1ea')], 0, 0, 0, 1))
    # bokeh
    for _ in range(26):
        x, y, r = rnd.uniform(0, w), rnd.uniform(0, 420), rnd.uniform(14, 46)
        s.circle(x, y, r, rnd.choice(['#ffffff', '#ffe6c7', '#fbd3cf']), f' opacity="{rnd.uniform(0.25, 0.55):.2f}"')
    # window arches
    for ax in (230, 600, 970):
        s.path(f'M{ax - 110} 470 L{ax - 110} 190 A110 110 0 0 1 {ax + 110} 190 L{ax + 110} 470 Z', '#fff8f2', ' opacity="0.75"')
        s.line(ax, 90, ax, 470, '#ead9cc', 3)
        s.line(ax - 110, 290, ax + 110, 290, '#ead9cc', 3)
    # garland with fairy lights
    for k in range(3):
        x0, x1 = -40 + k * 420, 380 + k * 420
        s.path(f'M{x0} 40 Q{(x0 + x1) / 2} 150 {x1} 40', extra=' stroke="#6f9d6b" stroke-width="14" stroke-linecap="round" opacity="0.9"')
        for t in range(1, 14):
            tt = t / 14
            x = (1 - tt) ** 2 * x0 + 2 * (1 - tt) * tt * (x0 + x1) / 2 + tt ** 2 * x1
            y = (1 - tt) ** 2 * 40 + 2 * (1 - tt) * tt * 150 + tt ** 2 * 40
            s.ellipse(x + rnd.uniform(-8, 8), y + rnd.uniform(-6, 6), 12, 5, '#5b8a5b', f' transform="rotate({rnd.randint(-50, 50)} {f(x)} {f(y)})"')
            glow(s, x, y + 10, 16, '#ffe2a0', 0.9)
            s.circle(x, y + 10, 2.6, '#fff3cf')
    # chairs behind the table
    for cx in range(150, 1100, 150):
        for k in range(5):
            s.rect(cx - 40 + k * 20, 330, 4, 170, '#d9b56a')
        s.rect(cx - 44, 326, 92, 8, '#e3c27a', 3)
        s.rect(cx - 44, 400, 92, 5, '#d9b56a')
    # table and cloth
    s.rect(40, 470, 1120, 26, '#fffdf9')
    s.ellipse(600, 472, 560, 12, '#ffffff')
    s.path('M40 490 L1160 490 L1180 740 L20 740 Z', s.lin([(0, '#fffaf4'), (1, '#f1e6da')], 0, 0, 0, 1))
    for k in range(14):
        x = 60 + k * 80
        s.path(f'M{x} 500 Q{x + 10} 620 {x - 6 + (k - 7) * 1.5} 738', extra=' stroke="#e8dccd" stroke-width="2"')
    s.rect(20, 736, 1160, 10, '#eadfce')
    # floor
    s.rect(0, 746, w, 54, '#d8bfa6')
    # runner of greenery
    for k in range(40):
        x = 60 + k * 28
        s.ellipse(x, 470, 20, 7, rnd.choice(['#6f9d6b', '#86b080', '#5b8a5b']), f' transform="rotate({rnd.randint(-30, 30)} {x} 470)"')
    # table settings
    for px in range(130, 1100, 190):
        s.ellipse(px, 478, 46, 9, '#ffffff', ' stroke="#e6dbcc" stroke-width="1.5"')
        s.ellipse(px, 476, 30, 6, '#f7f0e6')
        s.path(f'M{px - 8} 470 L{px + 8} 470 L{px + 4} 446 L{px - 4} 446 Z', BLUSH)
        wine_glass(s, px + 56, 474, 44, '#f3d6a0')
        wine_glass(s, px + 76, 474, 38)
    # centrepieces and candles
    for cx in (300, 600, 900):
        s.path(f'M{cx - 22} 470 L{cx + 22} 470 L{cx + 16} 420 L{cx - 16} 420 Z', '#e8f1f2', ' opacity="0.85" stroke="#cfdfe0" stroke-width="1.5"')
        flower_cluster(s, cx, 400, 60, rnd)
        candle(s, cx - 70, 470, 70, 9)
        candle(s, cx + 70, 470, 90, 9)
    # foreground chairs, seen from behind, with blush sashes
    for cx in (170, 430, 770, 1030):
        s.ellipse(cx, 792, 120, 10, '#b99b80', ' opacity="0.35"')
        for k in range(6):
            s.rect(cx - 90 + k * 34, 560, 9, 240, '#d6ae5f')
        s.rect(cx - 100, 548, 200, 18, '#e2bd6e', 6)
        s.rect(cx - 96, 640, 192, 10, '#d6ae5f', 3)
        s.rect(cx - 96, 600, 192, 30, BLUSH, 4)
        s.path(f'M{cx} 615 Q{cx - 40} 585 {cx - 46} 612 Q{cx - 40} 640 {cx} 615 Z', '#f2aaa6')
        s.path(f'M{cx} 615 Q{cx + 40} 585 {cx + 46} 612 Q{cx + 40} 640 {cx} 615 Z', '#f2aaa6')
        s.path(f'M{cx - 4} 618 Q{cx - 14} 660 {cx - 24} 690 L{cx - 10} 690 Q{cx - 2} 660 {cx + 4} 620 Z', '#f2aaa6')
        s.path(f'M{cx + 4} 618 Q{cx + 14} 660 {cx + 26} 694 L{cx + 12} 694 Q{cx + 2} 660 {cx - 2} 620 Z', '#eea19d')
        s.circle(cx, 615, 9, '#ef9b97')
    return s


def catering(w=1200, h=800, seed=9, title='An event caterer arranging a grazing table with platters, a cake stand and pendant lights'):
    rnd = random.Random(seed)
    s = Svg(w, h, title)
    s.rect(0, 0, w, h, s.lin([(0, '#f7ede0'), (1, '#f3e2cf')], 0, 0, 0, 1))
    # tiled wall
    for y in range(0, 470, 38):
        off = 0 if (y // 38) % 2 == 0 else 38
        for x in range(-38 + off, w, 76):
            s.rect(x + 2, y + 2, 72, 34, '#fbf5ec', 4)
    # chalkboard
    s.rect(80, 130, 250, 190, '#2b3330', 10)
    s.rect(90, 140, 230, 170, '#333c38', 6)
    s.rect(120, 165, 170, 12, '#f4efe6', 4, ' opacity="0.9"')
    for k in range(4):
        s.rect(120, 200 + k * 26, 120 + (k % 2) * 40, 7, '#f4efe6', 3, ' opacity="0.55"')
        s.rect(265, 200 + k * 26, 25, 7, GOLD, 3, ' opacity="0.8"')
    # pendant lamps
    for lx in (480, 760, 1040):
        s.line(lx, 0, lx, 130, '#333', 2)
        glow(s, lx, 175, 140, '#ffe0a0', 0.55)
        s.path(f'M{lx - 55} 170 Q{lx} 100 {lx + 55} 170 Z', NAVY)
        s.ellipse(lx, 170, 55, 7, '#ffe9b8')
    # chef
    person(s, 800, 580, 270, '#fdfcf8', SKIN[3], HAIR[0], style='casual', hair_style='short')
    # chef's hat and apron
    s.path('M770 328 Q760 290 786 288 Q800 268 816 288 Q842 290 830 328 Z', '#ffffff', ' stroke="#e4ddd1" stroke-width="2"')
    s.rect(772, 326, 56, 14, '#ffffff', 3, ' stroke="#e4ddd1" stroke-width="2"')
    s.rect(784, 400, 32, 136, NAVY, 4)
    # counter
    s.rect(30, 536, 1140, 26, '#d2ab83', 4)
    s.rect(40, 562, 1120, 168, s.lin([(0, '#a87b55'), (1, '#8c6344')], 0, 0, 0, 1))
    for k in range(8):
        x = 40 + k * 140
        s.rect(x + 14, 580, 112, 132, '#9a6e4b', 6)
        s.rect(x + 22, 588, 96, 116, '#a87b55', 4)
    s.rect(40, 562, 1120, 10, CORAL, 0, ' opacity="0.9"')
    s.rect(0, 730, w, 70, '#e7d3bd')
    for x in range(0, w, 60):
        s.line(x, 730, x - 40, 800, '#d6bfa5', 2)
    s.ellipse(600, 736, 560, 8, '#6e4d35', ' opacity="0.25"')
    # platters
    def board(x, y, rx, items):
        s.ellipse(x, y, rx, rx * 0.22, '#b9875c')
        s.ellipse(x, y - 4, rx, rx * 0.22, '#d6a878')
        for i in range(items):
            a = i / items * math.pi * 2
            ix, iy = x + math.cos(a) * rx * 0.6, y - 6 + math.sin(a) * rx * 0.12
            kind = i % 4
            if kind == 0:
                s.circle(ix, iy - 6, 9, '#f2d27a')
                s.circle(ix, iy - 12, 4, '#c0392b')
            elif kind == 1:
                s.rect(ix - 12, iy - 12, 24, 10, '#f6e7c4', 2)
                s.rect(ix - 12, iy - 16, 24, 5, '#e6a67a', 2)
            elif kind == 2:
                s.circle(ix, iy - 8, 8, '#6f9d6b')
                s.circle(ix + 6, iy - 12, 5, '#8fbf7f')
            else:
                s.circle(ix, iy - 8, 7, '#8e3b5c')
                s.circle(ix + 7, iy - 6, 6, '#a24a6c')
    board(200, 532, 140, 10)
    board(455, 532, 95, 7)
    board(1060, 532, 110, 8)
    # cake stand with macarons
    s.rect(620, 440, 6, 92, '#d8d0c4')
    for ty, rx in ((530, 70), (486, 52), (444, 36)):
        s.ellipse(623, ty, rx, 8, '#f4f0ea', ' stroke="#ddd5c9" stroke-width="1.5"')
        for k in range(int(rx / 14)):
            mx = 623 - rx * 0.7 + k * 16
            c = [BLUSH, '#c7e3d0', '#fbe3a6', '#d9c8f0'][k % 4]
            s.ellipse(mx, ty - 8, 8, 6, c)
            s.rect(mx - 7, ty - 9, 14, 2, '#ffffff', 1)
    # cloche
    s.path('M860 532 Q860 456 930 456 Q1000 456 1000 532 Z', '#e7ebee', ' stroke="#c9d0d6" stroke-width="2"')
    s.circle(930, 452, 7, '#c9d0d6')
    s.ellipse(930, 533, 78, 8, '#d5dbe0')
    # champagne glasses
    for gx in (340, 362, 384, 730, 752):
        s.path(f'M{gx - 7} 478 L{gx + 7} 478 L{gx + 5} 512 L{gx + 1} 514 L{gx + 1} 530 L{gx + 8} 536 L{gx - 8} 536 L{gx - 1} 530 L{gx - 1} 514 L{gx - 5} 512 Z', '#fff8e0', ' stroke="#d7cfc4" stroke-width="1"')
        s.rect(gx - 5, 484, 10, 22, '#f3d68c', 2)
    return s


def private_party(w=1200, h=800, seed=13, title='A private birthday party with balloons, a cake, fairy lights and friends dancing'):
    rnd = random.Random(seed)
    s = Svg(w, h, title)
    s.rect(0, 0, w, h, s.lin([(0, '#264766'), (1, '#1c3450')], 0, 0, 0, 1))
    # wall stripes
    for x in range(0, w, 80):
        s.rect(x, 0, 40, 560, '#ffffff', 0, ' opacity="0.03"')
    # disco ball light specks
    for _ in range(80):
        s.circle(rnd.uniform(0, w), rnd.uniform(0, 560), rnd.uniform(1.5, 4), rnd.choice(['#ffffff', '#ffe2a6', '#ffc1d6']), f' opacity="{rnd.uniform(0.3, 0.9):.2f}"')
    s.line(600, 0, 600, 70, '#999', 2)
    s.circle(600, 110, 42, s.rad([(0, '#ffffff'), (0.6, '#b9c4d0'), (1, '#7d8a99')], 0.35, 0.35, 0.8))
    for k in range(-3, 4):
        s.line(562, 110 + k * 11, 638, 110 + k * 11, '#6b7785', 1, ' opacity="0.6"')
        s.line(600 + k * 11, 70, 600 + k * 11, 150, '#6b7785', 1, ' opacity="0.6"')
    glow(s, 600, 110, 120, '#ffffff', 0.25)
    # fairy lights
    string_lights(s, (0, 40), (520, 50), 80, 12, r=3.2)
    string_lights(s, (680, 50), (w, 40), 80, 12, r=3.2)
    # balloons
    def balloon(x, y, r, col):
        s.path(f'M{x} {y + r * 1.15} Q{x - 12} {y + r * 2.2} {x + 6} {y + r * 3.4}', extra=' stroke="#e8e1d6" stroke-width="1.5"')
        s.ellipse(x, y, r * 0.88, r, col)
        s.ellipse(x - r * 0.3, y - r * 0.4, r * 0.18, r * 0.3, '#ffffff', ' opacity="0.45"')
        s.poly([(x - 5, y + r + 6), (x + 5, y + r + 6), (x, y + r - 2)], col)
    for x, y, r, col in ((110, 230, 48, CORAL), (170, 180, 44, GOLD), (70, 150, 40, '#ffffff'), (150, 290, 40, BLUSH), (1060, 200, 50, '#6ec3c9'), (1120, 260, 42, CORAL), (1010, 130, 40, GOLD), (1130, 140, 38, '#ffffff')):
        balloon(x, y, r, col)
    # floor
    s.rect(0, 560, w, 240, s.lin([(0, '#7a5a43'), (1, '#5d4332')], 0, 0, 0, 1))
    for k in range(12):
        s.line(k * 110 - 60, 800, 300 + k * 60, 560, '#8c6a51', 2, ' opacity="0.5"')
    # cake table
    s.rect(430, 470, 340, 18, '#f8f1e7', 4)
    s.path('M440 488 L760 488 L770 620 L430 620 Z', '#fdf8f0')
    s.path('M440 488 Q520 530 600 488 Q680 530 760 488', extra=f' stroke="{CORAL}" stroke-width="5"')
    s.rect(540, 390, 120, 80, '#f7c6c2', 8)
    s.rect(560, 340, 80, 52, '#ffe9dc', 8)
    s.path('M540 405 Q560 420 580 405 Q600 420 620 405 Q640 420 660 405', extra=' stroke="#ffffff" stroke-width="6" stroke-linecap="round"')
    for cx in (580, 600, 620):
        s.rect(cx - 3, 316, 6, 24, ['#6ec3c9', GOLD, CORAL][(cx // 20) % 3], 2)
        glow(s, cx, 308, 18, '#ffd98a', 0.9)
        s.ellipse(cx, 310, 3, 6, '#ffb347')
    # gifts
    for gx, gw, col in ((460, 60, '#6ec3c9'), (690, 56, GOLD)):
        s.rect(gx, 470 - gw * 0.8, gw, gw * 0.8, col, 3)
        s.rect(gx + gw / 2 - 5, 470 - gw * 0.8, 10, gw * 0.8, '#ffffff')
        s.rect(gx, 470 - gw * 0.45, gw, 8, '#ffffff')
    # dancers
    dancers = [(190, 700, 200, CORAL, 'dress', 'long', 'up'), (330, 720, 210, '#f6efe2', 'casual', 'curly', 'up'), (880, 716, 205, GOLD, 'dress', 'bun', 'up'), (1020, 700, 195, '#6ec3c9', 'casual', 'short', None)]
    for x, feet, hh, col, style, hair, arms in dancers:
        s.ellipse(x, feet, 40, 7, '#000000', ' opacity="0.2"')
        person(s, x, feet, hh, col, rnd.choice(SKIN), rnd.choice(HAIR[:6]), style=style, hair_style=hair, arms=arms, rnd=rnd)
    # confetti
    for _ in range(60):
        x, y = rnd.uniform(0, w), rnd.uniform(180, 560)
        s.rect(x, y, 8, 4, rnd.choice([CORAL, GOLD, '#6ec3c9', BLUSH, '#ffffff']), 1, f' transform="rotate({rnd.randint(0, 180)} {f(x)} {f(y)})"')
    return s


def product_launch(w=1200, h=800, seed=17, title='A product launch: a spotlit product on a plinth, a big screen, confetti and an audience taking photos'):
    rnd = random.Random(seed)
    s = Svg(w, h, title)
    s.rect(0, 0, w, h, s.lin([(0, '#0b1220'), (1, '#1a2940')], 0, 0, 0, 1))
    # screen
    s.rect(220, 70, 760, 340, s.lin([(0, '#ff5623'), (0.5, '#e0457a'), (1, '#6a3fd1')], 0, 0, 1, 1), 10)
    s.rect(220, 70, 760, 340, '#000000', 10, ' opacity="0.25"')
    for k in range(6):
        s.circle(600, 240, 40 + k * 36, 'none', f' stroke="#ffffff" stroke-opacity="{0.22 - k * 0.03:.2f}" stroke-width="2"')
    s.rect(470, 180, 260, 22, '#ffffff', 6, ' opacity="0.92"')
    s.rect(520, 220, 160, 12, '#ffffff', 6, ' opacity="0.6"')
    s.rect(545, 260, 110, 36, '#ffffff', 18, ' opacity="0.95"')
    # spotlight
    s.poly([(560, 0), (640, 0), (760, 620), (440, 620)], s.lin([(0, '#fff3d1', 0.55), (1, '#fff3d1', 0.05)], 0, 0, 0, 1))
    # stage
    s.rect(0, 560, w, 240, '#0d1626')
    s.ellipse(600, 600, 300, 40, '#fff3d1', ' opacity="0.2"')
    # plinth and product
    s.rect(510, 480, 180, 110, '#f4f1ec', 4)
    s.rect(510, 480, 60, 110, '#ffffff')
    s.ellipse(600, 480, 90, 10, '#ffffff')
    s.rect(540, 370, 120, 104, s.lin([(0, '#2b3a55'), (1, '#0f1b2e')], 0, 0, 1, 1), 18)
    s.rect(552, 382, 96, 64, s.lin([(0, '#7ad7ff'), (1, '#6a3fd1')], 0, 0, 1, 1), 10)
    s.circle(600, 460, 5, '#cfd8e6')
    glow(s, 600, 420, 160, '#fff3d1', 0.35)
    # side light towers
    for x in (90, 1110):
        s.rect(x - 6, 200, 12, 380, '#26344a')
        for k in range(4):
            s.rect(x - 16, 210 + k * 60, 32, 24, '#3a4a63', 4)
            glow(s, x, 222 + k * 60, 40, '#9ad8ff', 0.35)
    # confetti
    for _ in range(90):
        x, y = rnd.uniform(60, w - 60), rnd.uniform(20, 560)
        s.rect(x, y, 10, 5, rnd.choice([CORAL, GOLD, '#ffffff', '#7ad7ff', BLUSH]), 1, f' transform="rotate({rnd.randint(0, 180)} {f(x)} {f(y)})"')
    # audience with phones up
    crowd_heads(s, 660, 12, -20, w + 20, '#060b14', rnd, 1.15, arms_ratio=0.0, rim='#fff3d1')
    crowd_heads(s, 735, 10, -40, w + 40, '#04080f', rnd, 1.4, rim='#fff3d1')
    for x, y in ((200, 600), (420, 590), (780, 596), (980, 606), (640, 640)):
        s.path(f'M{x + 4} {y + 14} L{x + 18} {y + 90}', extra=' stroke="#04080f" stroke-width="14" stroke-linecap="round"')
        s.rect(x - 12, y - 20, 24, 38, '#1b2433', 4)
        s.rect(x - 10, y - 18, 20, 32, '#cfe9ff', 3)
        glow(s, x, y - 2, 44, '#cfe9ff', 0.35)
    for x, y in ((260, 120), (960, 140), (160, 300), (1040, 320)):
        glow(s, x, y, 30, '#ffffff', 0.7)
    return s
