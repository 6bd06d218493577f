import { Avatar, type AvatarProps } from '@mantine/core';
import { initials } from '../lib/format';

/**
 * A supplier's logo, or its initials on the brand navy when it has none. Decorative: the name is beside it.
 * A class may change `--avatar-size` by breakpoint; the initials follow.
 */
export function SupplierAvatar({
  companyName,
  photoUrl,
  size,
  ...others
}: {
  companyName: string | null;
  photoUrl: string | null;
  /** Pixels; leave it out when a class sets `--avatar-size` (and `--avatar-radius`) by breakpoint. */
  size?: number;
} & Omit<AvatarProps, 'src' | 'size'>) {
  return (
    <Avatar
      src={photoUrl}
      alt=""
      size={size}
      radius={size ? size / 4 : undefined}
      color="navy"
      variant="filled"
      styles={{
        placeholder: {
          fontFamily: 'var(--mantine-font-family-headings)',
          fontSize: 'calc(var(--avatar-size) * 0.36)',
        },
      }}
      {...others}
    >
      {initials(companyName)}
    </Avatar>
  );
}
