-- Websites are http or https addresses of a domain name (docs/decisions/0049). The API refuses anything else
-- since this release (websiteField/normaliseWebsite in packages/contracts); this migration applies the same rule
-- to the values stored before: a bare domain gets https://, and a value with another scheme (javascript:, data:,
-- ftp:, ...), a protocol-relative '//host', credentials, a port, an IP address, spaces or backslashes is removed
-- (NULL on users.website; '' on partners.website, which is NOT NULL and which the public list serves without a
-- link). marquee_website() is the rule in SQL: the typed-host pattern of the contracts' function (labels of ASCII
-- letters, digits and inner hyphens or non-ASCII characters, a top-level label of letters or punycode), surrounding
-- spaces trimmed as String.prototype.trim() does. It is kept so that a test compares it with the contracts' rule.
create or replace function marquee_website(value text) returns text language sql immutable strict as $fn$
  select case
    when v ~* ('^https?://' || host || path) then v
    when v ~* ('^' || host || path) then 'https://' || v
  end
  from (
    select
      regexp_replace(
        value,
        '^[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
        '',
        'g'
      ) as v,
      -- (label.)+ then the top-level label; a label character is [a-z0-9] or non-ASCII other than a space
      '(?:[^\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
        || '(?:(?:[^\x01-\x2c\x2e-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]){0,61}'
        || '[^\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?\.)+'
        || '(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59}'
        || '|[a-z]*[^\x01-\x7f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
        || '[^\x01-\x40\x5b-\x60\x7b-\x7f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*)' as host,
      -- then nothing, or a path, query or fragment without spaces, controls or backslashes
      '(?:[/?#][^\x01-\x20\x7f\\\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*)?$' as path
  ) parts
$fn$;
--> statement-breakpoint
update users set website = marquee_website(website)
  where website is distinct from marquee_website(website);
--> statement-breakpoint
update partners set website = coalesce(marquee_website(website), '')
  where website is distinct from coalesce(marquee_website(website), '');
