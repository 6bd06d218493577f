import { Box, Container, Text, Title } from '@mantine/core';
import { paths } from '../../../config/paths';
import { CategoryGrid } from '../../../features/directory/components/category-grid';
import { DirectoryCta } from '../../../features/directory/components/directory-cta';
import { DirectoryHero } from '../../../features/directory/components/directory-hero';
import { DirectorySearchForm } from '../../../features/directory/components/directory-search-form';
import classes from '../../../features/directory/components/directory.module.css';
import { useStartSearch } from '../../../features/directory/hooks/use-directory-search';
import { useDocumentTitle } from '../../../features/directory/hooks/use-document-title';
import { searchParamsOf } from '../../../features/directory/lib/search-params';
import { directoryTitles } from '../../../features/directory/lib/titles';

/** /directory: a search box and the root categories as picture cards (spec 2.1). */
export function Component() {
  useDocumentTitle(directoryTitles.root);
  const startSearch = useStartSearch();
  return (
    <>
      <DirectoryHero
        eyebrow="Supplier directory"
        title="Find event suppliers across the UK"
        description="Browse vetted suppliers by category and service, from marquee hire and catering to staging, lighting and entertainment, and see who covers your area."
      >
        <Box className={classes.searchCard} maw={980}>
          <DirectorySearchForm
            label="Search the directory"
            fields={['service', 'location']}
            onSearch={(search) =>
              startSearch(
                `${paths.directorySearch.href()}?${searchParamsOf(search).toString()}`,
                search.serviceTerm ? { term: search.serviceTerm, location: search.place?.label } : undefined,
              )
            }
          />
        </Box>
      </DirectoryHero>
      <Container size="xl" py={{ base: 40, md: 64 }} component="section" aria-labelledby="categories-title">
        <Title id="categories-title" order={2} fz={{ base: 26, md: 32 }} c="navy.9">
          Browse by category
        </Title>
        <Text c="gray.7" mt={6} mb="xl" maw={640}>
          Every category lists its services; each service shows the suppliers who offer it and the places they
          cover.
        </Text>
        <CategoryGrid />
      </Container>
      <DirectoryCta />
    </>
  );
}
