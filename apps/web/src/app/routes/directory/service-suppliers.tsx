import { useEffect } from 'react';
import { Box, Button, Container, Skeleton } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { paths } from '../../../config/paths';
import { useServiceBySlug } from '../../../features/directory/api/get-service-by-slug';
import { categoryImage } from '../../../features/directory/components/category-art';
import { DirectoryCta } from '../../../features/directory/components/directory-cta';
import { DirectoryHero, type Crumb } from '../../../features/directory/components/directory-hero';
import { DirectoryNotFound } from '../../../features/directory/components/directory-not-found';
import { DirectorySearchForm } from '../../../features/directory/components/directory-search-form';
import { RetryAlert } from '../../../features/directory/components/list-states';
import { SupplierResults } from '../../../features/directory/components/supplier-results';
import classes from '../../../features/directory/components/directory.module.css';
import { useCollectOnce, useStartSearch } from '../../../features/directory/hooks/use-directory-search';
import { useDocumentTitle } from '../../../features/directory/hooks/use-document-title';
import { requestQuoteHref } from '../../../features/directory/lib/request-link';
import { placeParams, readPage, readPlace } from '../../../features/directory/lib/search-params';
import { directoryTitles } from '../../../features/directory/lib/titles';

/**
 * /directory/{category}/{service}: the suppliers offering a service (spec 2.1), filtered by a place picked
 * from the UK places autocomplete and paged by 25. The URL keeps the filter and page.
 */
export function ServiceSuppliers({
  categorySegment,
  serviceSegment,
}: {
  categorySegment: string;
  serviceSegment: string;
}) {
  const query = useServiceBySlug(serviceSegment);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const collect = useCollectOnce();
  const startSearch = useStartSearch();
  const service = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(service ? directoryTitles.service(service) : notFound ? directoryTitles.notFound : null);

  // Old-style URLs (names) and a service under another category's path become the canonical slug URL.
  useEffect(() => {
    if (!service) return;
    const category = service.service_category.slug;
    if (service.slug !== serviceSegment || category !== categorySegment)
      void navigate(
        { pathname: paths.directoryCategory.href(category, service.slug), search: location.search },
        { replace: true, state: location.state },
      );
  }, [service, serviceSegment, categorySegment, location.search, location.state, navigate]);

  if (notFound)
    return (
      <DirectoryNotFound
        title="We couldn't find that service"
        description="It may have been renamed or removed. Browse the directory's categories or search for a supplier instead."
      />
    );
  if (query.isError)
    return (
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <RetryAlert
          title="We couldn't load this service"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Container>
    );
  if (!service)
    return (
      <Box className={classes.hero} py={{ base: 32, md: 56 }} aria-busy="true">
        <Container size="xl">
          <Skeleton height={14} width={220} mb="lg" />
          <Skeleton height={40} width="55%" />
          <Skeleton height={16} width="75%" mt="lg" />
          <Skeleton height={64} mt="xl" radius="lg" maw={720} />
        </Container>
      </Box>
    );

  const place = readPlace(params);
  const page = readPage(params);
  const category = service.service_category;
  // Services of hidden categories are reachable by their exact name, but their category has no page (spec 6).
  const crumbs: Crumb[] = [
    { label: 'Directory', to: paths.directory.href() },
    ...(category.is_hidden
      ? []
      : [{ label: category.category, to: paths.directoryCategory.href(category.slug) }]),
    { label: service.product },
  ];

  return (
    <>
      <DirectoryHero
        eyebrow={category.is_hidden ? 'Supplier directory' : category.category}
        title={service.custom_heading?.trim() || `${service.product} suppliers`}
        description={service.description}
        crumbs={crumbs}
        art={categoryImage({ slug: category.slug, image_url: service.image_url })}
      >
        <Box className={classes.searchCard} maw={720}>
          <DirectorySearchForm
            key={location.search}
            label={`Filter ${service.product} suppliers by location`}
            fields={['location']}
            submitLabel="Show suppliers"
            applyOnPlacePick
            initial={{ place }}
            onSearch={({ place: next }) => {
              if (next) startSearch(`?${new URLSearchParams(placeParams(next)).toString()}`);
              else setParams(new URLSearchParams());
            }}
          />
        </Box>
      </DirectoryHero>
      <Container size="xl" py={{ base: 32, md: 48 }}>
        <SupplierResults
          filters={{ serviceId: service.id, place, page }}
          requestContext={{ service: { id: service.id, product: service.product }, place }}
          collect={collect}
          heading={place ? `Suppliers covering ${place.label}` : `All ${service.product} suppliers`}
          onPageChange={(next) => {
            const nextParams = new URLSearchParams(params);
            if (next > 1) nextParams.set('page', String(next));
            else nextParams.delete('page');
            setParams(nextParams);
          }}
          emptyDescription={
            place
              ? `No supplier of ${service.product} covers ${place.label} yet. Try a larger town nearby, clear the location, or send a request and we'll pass it to suppliers as they join.`
              : `No supplier offers ${service.product} yet. Send a request and we'll pass it to suppliers as they join.`
          }
          emptyActions={
            <>
              <Button component={Link} to={requestQuoteHref(service, place)} color="coral.8">
                Request quotes
              </Button>
              {place && (
                <Button variant="outline" onClick={() => setParams(new URLSearchParams())}>
                  Clear the location
                </Button>
              )}
            </>
          }
        />
      </Container>
      <DirectoryCta
        title={`Get quotes from ${service.product} suppliers`}
        requestHref={requestQuoteHref(service, place)}
      />
    </>
  );
}
