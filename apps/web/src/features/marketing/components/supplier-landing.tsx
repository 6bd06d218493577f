import {
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAddressBook,
  IconArrowRight,
  IconBolt,
  IconCheck,
  IconClockHour3,
  IconMessages,
  IconTrendingUp,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { limits } from '@marquee/contracts/limits';
import { paths } from '../../../config/paths';
import { SectionHeading } from '../../../components/ui/section-heading';
import classes from './home.module.css';

const register = paths.supplierRegistration.href();

/** Supplier landing hero (spec 1 and 2.1); its call to action goes to /supplier-registration. */
export function SupplierHero() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="suppliers-title">
      <Container size="xl">
        <div className={classes.heroGrid}>
          <div>
            <Text size="sm" fw={700} tt="uppercase" c="coral.9" style={{ letterSpacing: '0.1em' }}>
              For event suppliers
            </Text>
            <Title
              id="suppliers-title"
              order={1}
              mt="sm"
              fz={{ base: 38, sm: 48, lg: 58 }}
              lh={1.06}
              c="navy.9"
            >
              More event work, without the chasing
            </Title>
            <Text mt="lg" fz={{ base: 'lg', md: 20 }} c="gray.8" lh={1.6} maw={560}>
              Organisers across the UK describe the events they are planning on Marquee. List your business
              and the requests that match your services and your area come straight to you.
            </Text>
            <Group mt={32} gap="md">
              <Button
                component={Link}
                to={register}
                size="lg"
                color="coral.8"
                rightSection={<IconArrowRight size={20} aria-hidden="true" />}
              >
                List your business free
              </Button>
            </Group>
            <Text mt="md" size="sm" c="gray.7">
              Registration takes 2-3 minutes. No card needed for the free plan.
            </Text>
          </div>
          <div className={classes.heroArt}>
            <img
              className={classes.heroImage}
              src="/images/scenes/festival.svg"
              alt="A festival main stage at sunset with coloured lights and a crowd"
              width={1200}
              height={800}
            />
          </div>
        </div>
      </Container>
    </Box>
  );
}

/** Every claim of spec 1 for suppliers. */
const benefits = [
  {
    icon: IconClockHour3,
    title: 'Free registration in 2-3 minutes',
    text: 'Tell us who you are, what you supply and where you work. Our team checks your profile and it goes live within 24 hours.',
  },
  {
    icon: IconTrendingUp,
    title: 'More business from your listing',
    text: 'Organisers browse the directory by category, service and location, and your profile shows your work and your reviews.',
  },
  {
    icon: IconBolt,
    title: 'First to respond in your area',
    text: 'Requests reach the suppliers who cover the event location the moment they are posted, so you can reply before anyone else.',
  },
  {
    icon: IconMessages,
    title: 'Streamlined communication',
    text: 'Proposals, questions and call requests happen in one conversation per request, not across e-mail, texts and voicemail.',
  },
  {
    icon: IconAddressBook,
    title: 'All your clients in one place',
    text: 'Every request, quote and conversation is kept in your dashboard, from the first enquiry to the finished event.',
  },
];

export function SupplierBenefits() {
  return (
    <Box component="section" aria-labelledby="benefits-title" py={{ base: 64, md: 96 }}>
      <Container size="xl">
        <SectionHeading
          id="benefits-title"
          eyebrow="Why suppliers join"
          title="Built for the businesses that make events happen"
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {benefits.map(({ icon: Icon, title, text }) => (
            <Paper key={title} withBorder radius="lg" p="xl">
              <ThemeIcon size={48} radius="xl" color="coral" variant="light">
                <Icon size={26} stroke={1.6} aria-hidden="true" />
              </ThemeIcon>
              <Text component="h3" m={0} mt="md" fw={700} fz="lg" c="navy.9">
                {title}
              </Text>
              <Text mt={6} c="gray.7" lh={1.6}>
                {text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** The four-step process of spec 1. */
const steps = [
  {
    title: 'Receive enquiries',
    text: 'Requests that match your services and your service area arrive in your dashboard and your inbox.',
  },
  {
    title: 'Review and propose',
    text: 'Read the organiser’s brief, dates and budget in your dashboard and submit your proposal.',
  },
  {
    title: 'Discuss the details',
    text: 'Answer questions and agree the details with the organiser in the online chat.',
  },
  {
    title: 'Get appointed',
    text: 'The organiser selects you as their supplier, and you supply a brilliant event.',
  },
];

export function SupplierSteps() {
  return (
    <Box component="section" aria-labelledby="supplier-steps-title" py={{ base: 64, md: 96 }} bg="navy.9">
      <Container size="xl">
        <SectionHeading
          id="supplier-steps-title"
          eyebrow="How it works"
          title="From enquiry to appointment in four steps"
          inverse
        />
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="lg"
          component="ol"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {steps.map((step, i) => (
            <Box component="li" key={step.title}>
              <Text ff="heading" fz={48} fw={600} c="coral.4" lh={1} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </Text>
              <Text component="h3" m={0} mt="sm" fw={700} fz="lg" c="white">
                <VisuallyHidden>Step {i + 1}: </VisuallyHidden>
                {step.title}
              </Text>
              <Text mt={6} c="navy.0" lh={1.6}>
                {step.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** 'Pay as you grow' (spec 1): 3 relevant quotes free, then from £25 per month. */
export function PayAsYouGrow() {
  return (
    <Box component="section" aria-labelledby="pricing-title" py={{ base: 64, md: 96 }}>
      <Container size="lg">
        <Paper
          withBorder
          radius={28}
          p={{ base: 28, md: 56 }}
          bg="coral.0"
          style={{ borderColor: 'var(--mantine-color-coral-2)' }}
        >
          <div className={classes.split}>
            <div>
              <Text size="sm" fw={700} tt="uppercase" c="coral.9" style={{ letterSpacing: '0.1em' }}>
                Pricing
              </Text>
              <Title id="pricing-title" order={2} mt="xs" fz={{ base: 32, md: 44 }} c="navy.9">
                Pay as you grow
              </Title>
              <Text mt="md" fz="lg" c="gray.8" lh={1.6}>
                Receive and reply to {limits.freeRfqNumberDefault} relevant quotes free. When you are ready
                for more deals, plans start from £{limits.fromPricePerMonth} per month.
              </Text>
              <Button component={Link} to={register} mt="xl" size="lg" color="coral.8">
                Register for free
              </Button>
            </div>
            <Paper radius="lg" p="xl" shadow="sm">
              <Group align="baseline" gap={6}>
                <Text ff="heading" fw={600} fz={56} c="navy.9" lh={1}>
                  £0
                </Text>
                <Text c="gray.7">to start</Text>
              </Group>
              <Text mt={4} c="gray.7">
                then from <strong>£{limits.fromPricePerMonth} per month</strong>, prices include VAT
              </Text>
              <List
                mt="lg"
                spacing="sm"
                c="gray.8"
                icon={<IconCheck size={18} color="var(--mantine-color-coral-8)" aria-hidden="true" />}
              >
                <List.Item>Free listing in the supplier directory</List.Item>
                <List.Item>
                  {limits.freeRfqNumberDefault} relevant quotes received and answered free
                </List.Item>
                <List.Item>Monthly or annual billing, renewed automatically</List.Item>
                <List.Item>Paid plans charged only once your profile is approved</List.Item>
              </List>
            </Paper>
          </div>
        </Paper>
      </Container>
    </Box>
  );
}
