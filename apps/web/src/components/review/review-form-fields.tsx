import { useState } from 'react';
import { Input, Rating, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { updateReviewBody } from '@marquee/contracts/requests';
import { describeError } from '../../lib/api-error';
import { useFieldBinding } from '../form/bound-field';
import { setServerFieldErrors } from '../form/server-field-errors';

/** The review form as held: 1–5 stars (none until one is picked) and the message. */
export interface ReviewValues {
  rate: number | undefined;
  message: string;
}
/** What the form gives once valid: the body of the organiser's and the administrator's review calls. */
export type ReviewBody = z.output<typeof updateReviewBody>;
export type ReviewForm = UseFormReturn<ReviewValues, unknown, ReviewBody>;

// The review's rules and texts (spec 5 "Review"): a new review, the organiser's change and an administrator's edit.
const resolver = zodResolver(updateReviewBody) as unknown as Resolver<ReviewValues, unknown, ReviewBody>;

/**
 * The review form's state: checked on submit (changing a field clears its error until the next submit), and a
 * failure the API did not put on a field. `submit(send)` checks the form and hands `send` the body and the
 * error handler that places a 422's field errors or shows the failure.
 */
export function useReviewForm(defaults: ReviewValues) {
  const form = useForm<ReviewValues, unknown, ReviewBody>({
    resolver,
    defaultValues: defaults,
    reValidateMode: 'onSubmit',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (err: Error) => {
    const placed = setServerFieldErrors(form.setError, err, ['rate', 'message']);
    if (placed.length === 0) setFailure(describeError(err));
  };
  const submit = (send: (body: ReviewBody, onError: (err: Error) => void) => void) =>
    form.handleSubmit((body) => {
      setFailure(null);
      send(body, onError);
    });
  return { form, failure, submit };
}

/** The review form's body (spec 2.7 'Write review', 5 "Review"): the failure, the stars and the message. */
export function ReviewFormFields({ form, failure }: { form: ReviewForm; failure: string | null }) {
  const message = useFieldBinding({ control: form.control, name: 'message' });
  return (
    <>
      {failure && (
        <Text size="sm" c="red.9" role="alert">
          {failure}
        </Text>
      )}
      <Controller
        control={form.control}
        name="rate"
        render={({ field, fieldState }) => (
          <Input.Wrapper label="Rating" required error={fieldState.error?.message}>
            <Rating
              value={field.value ?? 0}
              onChange={(v) => {
                field.onChange(v);
                form.clearErrors('rate');
              }}
              size="lg"
              mt={4}
              aria-label="Rating"
              getSymbolLabel={(i) => `${i} of 5 stars`}
            />
          </Input.Wrapper>
        )}
      />
      <Textarea
        label="Message"
        required
        autosize
        minRows={4}
        {...message}
        onChange={(e) => {
          message.onChange(e);
          form.clearErrors('message');
        }}
      />
    </>
  );
}
