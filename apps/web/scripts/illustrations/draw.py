"""Draws Marquee's self-made illustrations into apps/web/public/images. Run: python3 draw.py"""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from scene_garden import garden_party  # noqa: E402
from scene_stage import awards_dinner, conference, festival  # noqa: E402
from avatars import all_avatars  # noqa: E402
from partners import all_partners  # noqa: E402
from scene_table import catering, private_party, product_launch, wedding  # noqa: E402

OUT = os.path.normpath(os.path.join(os.path.dirname(__file__), '../../public/images'))


def write(rel, svg):
    path = os.path.join(OUT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as fh:
        fh.write(svg.render())
    print('wrote', rel, os.path.getsize(path) // 1024, 'KB')


if __name__ == '__main__':
    only = sys.argv[1:] or None
    scenes = {
        'scenes/garden-party.svg': garden_party,
        'scenes/conference.svg': conference,
        'scenes/wedding.svg': wedding,
        'scenes/catering.svg': catering,
        'scenes/festival.svg': festival,
        'scenes/awards-dinner.svg': awards_dinner,
        'scenes/private-party.svg': private_party,
        'scenes/product-launch.svg': product_launch,
    }
    def crop(fn, x, width=560, **kw):
        def make():
            s = fn(**kw)
            s.view = (x, 0, width, 800)
            return s
        return make

    # Auth side panels (spec 2.2): tall crops of the scenes, one per path.
    scenes.update({
        'auth/login.svg': crop(garden_party, 320),
        'auth/forgot.svg': crop(garden_party, 320, night=True, title='A marquee glowing under a night sky'),
        'auth/request-quote.svg': crop(wedding, 320),
        'auth/supplier-registration.svg': crop(catering, 560),
        'auth/default.svg': crop(festival, 560),
    })
    scenes['scenes/garden-party-night.svg'] = lambda: garden_party(night=True, title='A marquee glowing under a night sky')
    scenes.update(all_avatars())
    scenes.update(all_partners())
    for rel, fn in scenes.items():
        if only and not any(o in rel for o in only):
            continue
        write(rel, fn())
