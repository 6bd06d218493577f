import classes from './skip-link.module.css';

/** Lets keyboard users jump past the header straight to the page content. */
export function SkipLink() {
  return (
    <a href="#main" className={classes.skip}>
      Skip to main content
    </a>
  );
}
