import { Box, Button, Container, List, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { limits } from '@marquee/contracts/limits';
import { paths } from '../../../config/paths';
import classes from './home.module.css';

/** The supplier call to action of the home page (spec 2.1). */
export function SupplierCta() {
  return (
    <Box component="section" aria-labelledby="supplier-cta-title" py={{ base: 64, md: 96 }}>
      <Container size="xl">
        <div className={classes.split}>
          <img
            className={classes.splitImage}
            src="/images/scenes/catering.svg"
            alt="A caterer behind a counter laid with grazing platters, a cake stand and a cloche"
            loading="lazy"
            width={1200}
            height={800}
          />
          <div>
            <Text size="sm" fw={700} tt="uppercase" c="coral.9" style={{ letterSpacing: '0.1em' }}>
              For event suppliers
            </Text>
            <Title id="supplier-cta-title" order={2} mt="xs" fz={{ base: 28, md: 40 }} lh={1.15} c="navy.9">
              Run an events business? Let the work come to you.
            </Title>
            <Text mt="md" c="gray.7" fz="lg" lh={1.6}>
              Organisers post what they need every day. List your business and be first to answer the requests
              in your area.
            </Text>
            <List
              mt="lg"
              spacing="xs"
              c="gray.8"
              icon={<IconCheck size={18} color="var(--mantine-color-coral-8)" aria-hidden="true" />}
            >
              <List.Item>Registration is free and takes 2-3 minutes</List.Item>
              <List.Item>Reply to {limits.freeRfqNumberDefault} relevant requests free of charge</List.Item>
              <List.Item>Then plans from £{limits.fromPricePerMonth} per month, as you grow</List.Item>
            </List>
            <Button component={Link} to={paths.suppliers.href()} mt="xl" size="lg">
              Become a Supplier
            </Button>
          </div>
        </div>
      </Container>
    </Box>
  );
}
