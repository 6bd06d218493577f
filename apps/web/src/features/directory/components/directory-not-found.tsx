import { lazy, Suspense } from 'react';
import { Box } from '@mantine/core';
import classes from './directory.module.css';

// Shown only after the API answered 404, so its code loads then rather than with every directory page.
const View = lazy(() =>
  import('./directory-not-found-view').then((m) => ({ default: m.DirectoryNotFoundView })),
);

/** A directory page whose category, service or supplier does not exist (or is no longer listed). */
export function DirectoryNotFound(props: { title: string; description: string }) {
  return (
    <Suspense fallback={<Box className={classes.hero} mih={360} />}>
      <View {...props} />
    </Suspense>
  );
}
