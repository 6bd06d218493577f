import { useEffect } from 'react';
import { Box, Container, Skeleton, Text, Title } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { paths } from '../../../config/paths';
import { useCategoryBySlug } from '../../../features/directory/api/get-category-by-slug';
import { CardArrowLabel } from '../../../features/directory/components/card-arrow-label';
import { categoryImage } from '../../../features/directory/components/category-art';
import { DirectoryCta } from '../../../features/directory/components/directory-cta';
import { DirectoryHero } from '../../../features/directory/components/directory-hero';
import { DirectoryNotFound } from '../../../features/directory/components/directory-not-found';
import { DirectoryEmpty, RetryAlert } from '../../../features/directory/components/list-states';
import classes from '../../../features/directory/components/directory.module.css';
import { useDocumentTitle } from '../../../features/directory/hooks/use-document-title';
import { directoryTitles } from '../../../features/directory/lib/titles';

const byProduct = (a: { product: string }, b: { product: string }) =>
  a.product.localeCompare(b.product, 'en-GB', { sensitivity: 'base' });

/** /directory/{category}: the category's services sorted by product name, under its heading and description. */
export function CategoryServices({ segment }: { segment: string }) {
  const query = useCategoryBySlug(segment);
  const navigate = useNavigate();
  const location = useLocation();
  const category = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(
    category ? directoryTitles.category(category) : notFound ? directoryTitles.notFound : null,
  );

  // Old-style and other non-canonical URLs (the category's name) become the slug URL.
  useEffect(() => {
    if (category && category.slug !== segment)
      void navigate(
        { pathname: paths.directoryCategory.href(category.slug), search: location.search },
        { replace: true },
      );
  }, [category, segment, location.search, navigate]);

  if (notFound)
    return (
      <DirectoryNotFound
        title="We couldn't find that category"
        description="It may have been renamed or removed. Browse the directory's categories or search for a supplier instead."
      />
    );
  if (query.isError)
    return (
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <Title order={1} fz={28} c="navy.9" mb="md">
          Supplier directory
        </Title>
        <RetryAlert
          title="We couldn't load this category"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Container>
    );

  const services = category ? [...category.services].sort(byProduct) : [];
  return (
    <>
      {category ? (
        <DirectoryHero
          eyebrow={category.category}
          title={category.custom_heading?.trim() || category.category}
          description={category.description}
          art={categoryImage(category)}
          crumbs={[{ label: 'Directory', to: paths.directory.href() }, { label: category.category }]}
        />
      ) : (
        <Box className={classes.hero} py={{ base: 32, md: 56 }} aria-busy="true">
          <Container size="xl">
            <Skeleton height={14} width={160} mb="lg" />
            <Skeleton height={40} width="60%" />
            <Skeleton height={16} width="80%" mt="lg" />
            <Skeleton height={16} width="55%" mt="xs" />
          </Container>
        </Box>
      )}
      <Container size="xl" py={{ base: 40, md: 56 }} component="section" aria-labelledby="services-title">
        <Title id="services-title" order={2} fz={{ base: 24, md: 28 }} c="navy.9" mb="lg">
          {category ? `Services in ${category.category}` : 'Services'}
        </Title>
        {!category ? (
          <ul className={classes.serviceGrid} aria-hidden="true">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <li key={i} className={`${classes.card} ${classes.serviceCard}`}>
                <Skeleton height={20} width="60%" />
                <Skeleton height={12} mt="md" />
                <Skeleton height={12} mt={8} width="80%" />
              </li>
            ))}
          </ul>
        ) : services.length === 0 ? (
          <DirectoryEmpty
            title="No services in this category yet"
            description="Services are added as suppliers join. Search the directory, or send a request and we will find suppliers for you."
            icon={<IconListSearch size={28} aria-hidden="true" />}
            headingOrder={3}
          />
        ) : (
          <ul className={classes.serviceGrid}>
            {services.map((service) => (
              <li key={service.id}>
                <Link
                  to={paths.directoryCategory.href(category.slug, service.slug)}
                  className={`${classes.card} ${classes.serviceCard}`}
                >
                  <Text component="h3" m={0} ff="heading" fw={600} fz={20} lh={1.25} c="navy.9">
                    {service.product}
                  </Text>
                  {service.description && (
                    <Text mt={8} size="sm" c="gray.7" lh={1.55} lineClamp={3}>
                      {service.description}
                    </Text>
                  )}
                  <CardArrowLabel>View suppliers</CardArrowLabel>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Container>
      <DirectoryCta />
    </>
  );
}
