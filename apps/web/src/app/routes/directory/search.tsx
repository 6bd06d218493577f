import { Box, Button, Container } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { errors as texts } from '@marquee/contracts/messages';
import { paths } from '../../../config/paths';
import { DirectoryCta } from '../../../features/directory/components/directory-cta';
import { DirectoryHero } from '../../../features/directory/components/directory-hero';
import { DirectorySearchForm } from '../../../features/directory/components/directory-search-form';
import { DirectoryEmpty } from '../../../features/directory/components/list-states';
import { SupplierResults } from '../../../features/directory/components/supplier-results';
import classes from '../../../features/directory/components/directory.module.css';
import { useCollectOnce, useStartSearch } from '../../../features/directory/hooks/use-directory-search';
import { useDocumentTitle } from '../../../features/directory/hooks/use-document-title';
import { requestQuoteHref } from '../../../features/directory/lib/request-link';
import {
  readSearch,
  searchParamsOf,
  type DirectorySearch,
} from '../../../features/directory/lib/search-params';
import { directoryTitles } from '../../../features/directory/lib/titles';

function resultsHeading({ name, service, place }: DirectorySearch): string {
  if (!name && !service && !place) return 'All suppliers';
  const what = service ? `${service.label} suppliers` : 'Suppliers';
  const named = name ? ` named “${name}”` : '';
  return `${what}${named}${place ? ` covering ${place.label}` : ''}`;
}

/**
 * /directory/search/: search by supplier name, service and location (spec 2.1). The search lives in the URL;
 * a service term that matches no service shows the empty result and is reported (spec 4).
 */
export function Component() {
  useDocumentTitle(directoryTitles.search);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const collect = useCollectOnce();
  const startSearch = useStartSearch();
  const search = readSearch(params);

  return (
    <>
      <DirectoryHero
        eyebrow="Supplier directory"
        title="Search the directory"
        description="Find suppliers by name, by the service you need and by where your event is. Suppliers who cover your location are listed first by distance."
        crumbs={[{ label: 'Directory', to: paths.directory.href() }, { label: 'Search' }]}
      >
        <Box className={classes.searchCard}>
          <DirectorySearchForm
            key={location.search}
            label="Search suppliers"
            fields={['name', 'service', 'location']}
            initial={search}
            onSearch={(next) =>
              startSearch(
                `?${searchParamsOf(next).toString()}`,
                next.serviceTerm ? { term: next.serviceTerm, location: next.place?.label } : undefined,
              )
            }
          />
        </Box>
      </DirectoryHero>
      <Container size="xl" py={{ base: 32, md: 48 }}>
        {search.serviceTerm ? (
          <section aria-labelledby="results-title">
            <DirectoryEmpty
              title={texts.directoryEmpty}
              description={`No service on Marquee matches “${search.serviceTerm}” yet. We've noted it so we can add it. Try another word, or browse the categories.`}
              icon={<IconSearchOff size={28} aria-hidden="true" />}
              headingOrder={2}
              titleId="results-title"
              actions={
                <>
                  <Button component={Link} to={paths.directory.href()}>
                    Browse the categories
                  </Button>
                  <Button component={Link} to={requestQuoteHref(null, search.place)} variant="outline">
                    Request quotes
                  </Button>
                </>
              }
            />
          </section>
        ) : (
          <SupplierResults
            filters={{
              name: search.name || undefined,
              serviceId: search.service?.id,
              place: search.place,
              page: search.page,
            }}
            collect={collect}
            heading={resultsHeading(search)}
            requestContext={{
              service: search.service ? { id: search.service.id, product: search.service.label } : null,
              place: search.place,
            }}
            onPageChange={(page) => setParams(searchParamsOf({ ...search, page }))}
            emptyDescription="Try fewer words in the name, another service, or a larger town nearby."
          />
        )}
      </Container>
      <DirectoryCta
        requestHref={requestQuoteHref(
          search.service ? { id: search.service.id, product: search.service.label } : null,
          search.place,
        )}
      />
    </>
  );
}
