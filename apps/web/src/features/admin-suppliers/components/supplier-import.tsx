import '@mantine/dropzone/styles.css';
import { useRef, useState } from 'react';
import { Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconDownload, IconFileTypeCsv, IconUpload, IconX } from '@tabler/icons-react';
import {
  SUPPLIER_IMPORT_TEMPLATE_NAME,
  supplierImportLimits,
  supplierImportTemplate,
  supplierImportTexts as texts,
  type SupplierImportResponse,
} from '@marquee/contracts/supplier-import';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { showToast } from '../../../components/ui/toast';
import { ApiError, describeError } from '../../../lib/api-error';
import { useImportSuppliers } from '../api/import-suppliers';
import { SupplierImportResult } from './supplier-import-result';

/*
 * Admin › Suppliers › Import (spec 2.6 'Import page: CSV drop area', 8 'Supplier import'; docs/decisions/0067):
 * one CSV file dropped or chosen, its upload's progress, then that the import runs, then the counts and every
 * refused row with its number and why. The template is the contracts' own (the columns cannot drift from the API's).
 */

/** The template as a link target: no request, no file to keep in step with the columns. */
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`${supplierImportTemplate}\r\n`)}`;

/** What browsers call a CSV file (Excel on Windows says vnd.ms-excel); the server checks the content anyway. */
const csvTypes = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'text/plain': ['.csv'],
};

/** Why the drop area refused a file before sending it: too big, or not a CSV file. */
const rejectionText = (rejections: FileRejection[]) =>
  rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'))
    ? texts.fileTooLarge
    : texts.csvRequired;

/** The server's sentence for a refused file; describeError adds the field's copy of it otherwise. */
const failureText = (err: unknown) => (err instanceof ApiError && err.serverMessage) || describeError(err);

export function SupplierImport() {
  const importing = useImportSuppliers();
  const openRef = useRef<() => void>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [result, setResult] = useState<{ file: string; answer: SupplierImportResponse } | null>(null);

  const start = (file: File) => {
    setRefused(null);
    setResult(null);
    setProgress(0);
    importing.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          setResult({ file: file.name, answer });
          showToast(texts.toastDone(answer.imported.length, answer.errors.length));
        },
        onError: (err) => setRefused(failureText(err)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const uploaded = progress !== null && progress >= 1;
  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => files[0] && start(files[0])}
        onReject={(rejections) => setRefused(rejectionText(rejections))}
        accept={csvTypes}
        maxSize={supplierImportLimits.fileMaxBytes}
        multiple={false}
        loading={importing.isPending}
        openRef={openRef}
        // For the mouse (drop or click); keyboards and screen readers have the 'Choose a CSV file' button, so the area
        // is no control of its own (a focusable area around the file input would nest one control in another).
        activateOnKeyboard={false}
        inputProps={{ 'aria-label': texts.chooseFile }}
        radius="md"
      >
        <Group justify="center" gap="md" mih={140} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={44} stroke={1.5} aria-hidden="true" style={{ flexShrink: 0 }} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} stroke={1.5} aria-hidden="true" style={{ flexShrink: 0 }} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileTypeCsv size={44} stroke={1.5} aria-hidden="true" style={{ flexShrink: 0 }} />
          </Dropzone.Idle>
          <div>
            <Text size="lg" fw={600}>
              {texts.dropHere}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {texts.dropHint} {texts.fileTooLarge}.
            </Text>
          </div>
        </Group>
      </Dropzone>
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          onClick={() => openRef.current?.()}
          disabled={importing.isPending}
        >
          {texts.chooseFile}
        </Button>
        <Anchor href={templateHref} download={SUPPLIER_IMPORT_TEMPLATE_NAME} size="sm">
          <Group gap={6} wrap="nowrap" component="span">
            <IconDownload size={16} aria-hidden="true" />
            {texts.templateLink}
          </Group>
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        {texts.importedNote}
      </Text>
      {importing.isPending && (
        <Stack gap={6} aria-live="polite">
          <Text size="sm" fw={500}>
            {uploaded ? texts.importing : texts.uploading}
          </Text>
          {uploaded ? (
            <Progress value={100} animated striped aria-label={texts.importing} />
          ) : (
            <Progress value={Math.round((progress ?? 0) * 100)} aria-label="Upload progress" />
          )}
        </Stack>
      )}
      {refused && <ErrorAlert>{refused}</ErrorAlert>}
      {result && <SupplierImportResult file={result.file} answer={result.answer} />}
    </Stack>
  );
}
