import { Box, Button, Container } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DirectoryEmpty } from './list-states';
import classes from './directory.module.css';

/** The not-found view of directory-not-found.tsx. */
export function DirectoryNotFoundView({ title, description }: { title: string; description: string }) {
  return (
    <Box className={classes.hero}>
      <Container size="md" py={{ base: 48, md: 88 }}>
        <DirectoryEmpty
          title={title}
          description={description}
          headingOrder={1}
          icon={<IconMapSearch size={28} aria-hidden="true" />}
          actions={
            <>
              <Button component={Link} to={paths.directory.href()}>
                Browse the directory
              </Button>
              <Button component={Link} to={paths.directorySearch.href()} variant="outline">
                Search suppliers
              </Button>
            </>
          }
        />
      </Container>
    </Box>
  );
}
