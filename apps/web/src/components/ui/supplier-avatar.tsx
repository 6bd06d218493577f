import { useState, type CSSProperties } from 'react';
import { initials } from '../../lib/format';
import classes from './supplier-avatar.module.css';

/**
 * A supplier's logo, or its initials on the brand navy when it has none (or it fails to load). Decorative: the
 * name is beside it. A class may change `--avatar-size` and `--avatar-radius` by breakpoint; the initials follow.
 */
export function SupplierAvatar({
  companyName,
  photoUrl,
  size,
  className,
}: {
  companyName: string | null;
  photoUrl: string | null;
  /** Pixels; leave it out when a class sets `--avatar-size` (and `--avatar-radius`) by breakpoint. */
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(photoUrl) && failed !== photoUrl;
  const style = size
    ? ({ '--avatar-size': `${size}px`, '--avatar-radius': `${size / 4}px` } as CSSProperties)
    : undefined;
  return (
    <span
      className={[classes.avatar, showImage ? classes.withImage : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={style}
      aria-hidden={showImage ? undefined : true}
    >
      {showImage ? (
        <img
          className={classes.image}
          src={photoUrl ?? undefined}
          alt=""
          onError={() => setFailed(photoUrl)}
        />
      ) : (
        initials(companyName)
      )}
    </span>
  );
}
