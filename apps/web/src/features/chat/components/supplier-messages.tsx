import { Button, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { chatTexts } from '@marquee/contracts/chats';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/ui/page-header';
import type { SectionProps } from '../../../components/dashboard/section-props';
import { ChatScreen } from './chat-screen';

/** Supplier messages (spec 2.5): /supplier-dashboard/messages/{chatId}. */
export function SupplierMessages({ submenu }: SectionProps) {
  return (
    <>
      <PageHeader
        eyebrow="Messages"
        title="Conversations"
        description="Discuss details with organisers in one place."
      />
      <ChatScreen
        basePath={paths.supplierDashboard.href('messages')}
        submenu={submenu}
        empty={
          <Stack align="center" gap="md" py="xl">
            <IconMessages size={32} stroke={1.6} aria-hidden="true" />
            <Text ta="center" c="gray.8">
              {chatTexts.emptyList}
            </Text>
            <Button component={Link} to={paths.supplierDashboard.href('offers')} color="coral.8">
              {chatTexts.viewRequests}
            </Button>
          </Stack>
        }
      />
    </>
  );
}
