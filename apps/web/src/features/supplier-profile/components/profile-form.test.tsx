import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fileTexts } from '@marquee/contracts/files';
import { profileTexts } from '@marquee/contracts/supplier-profile';
import { fakeXhr } from '../../../test/fake-xhr';
import { renderWithProviders, resetSession } from '../../../test/render';
import { ownProfile } from '../../../test/own-profile';
import { ProfileForm } from './profile-form';

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

const imageInput = (c: HTMLElement) =>
  c.querySelector<HTMLInputElement>('input[type=file][multiple][accept*=".png"]')!;
const coverInput = (c: HTMLElement) =>
  c.querySelectorAll<HTMLInputElement>('input[type=file]:not([multiple])')[1]!;

describe('ProfileForm', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('needs a cover, a summary and a response template (spec 5)', async () => {
    const onSaved = vi.fn();
    const { user } = renderWithProviders(
      <ProfileForm profile={ownProfile()} submitLabel="Preview" onSaved={onSaved} />,
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(profileTexts.coverRequired)).toBeInTheDocument();
    expect(screen.getByText(profileTexts.summaryRequired)).toBeInTheDocument();
    expect(screen.getByText(profileTexts.responseTemplateRequired)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps at most 10 showcase images, counting those stored, and refuses files over 10 MB', async () => {
    const stored = [1, 2, 3].map((id) => ({ id, url: `/files/uploads/${id}.jpg` }));
    const { user, container } = renderWithProviders(
      <ProfileForm profile={ownProfile({ images: stored })} submitLabel="Save" onSaved={vi.fn()} />,
    );
    await user.upload(
      imageInput(container),
      Array.from({ length: 8 }, (_, i) => png(`work-${i}.png`)),
    );
    expect(screen.getByText(profileTexts.tooManyImages)).toBeInTheDocument();
    expect(screen.getByText('10 of 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add images' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove work-0.png' }));
    await user.upload(imageInput(container), png('huge.png', 10 * 1024 * 1024 + 1));
    expect(screen.getByText(fileTexts.tooLarge)).toBeInTheDocument();
    expect(screen.getByText('9 of 10')).toBeInTheDocument();
  });

  it("shows 'Request entity too large' for a 413, keeps the form, and saves on retry", async () => {
    const saved = ownProfile({
      cover_url: '/files/uploads/c.jpg',
      summary: 'We hire marquees',
      response_template: 'Hi',
    });
    const sent = fakeXhr([
      { status: 413, body: { error: 'Request entity too large' } },
      { status: 200, body: { profile: saved } },
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ profile: saved }), { status: 200 })),
    );
    const onSaved = vi.fn();
    const { user, container } = renderWithProviders(
      <ProfileForm profile={ownProfile()} submitLabel="Preview" onSaved={onSaved} />,
    );
    await user.upload(coverInput(container), png('cover.png'));
    await user.type(screen.getByLabelText(/^Summary/), 'We hire marquees');
    await user.type(screen.getByLabelText(/^Response template/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(profileTexts.requestTooLarge)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Summary/)).toHaveValue('We hire marquees');
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveLength(2);
    expect((sent[1]!.get('cover') as File).name).toBe('cover.png');
    expect(sent[1]!.get('summary')).toBe('We hire marquees');
  });

  it("puts a 422's texts on their fields as well as 'Request entity too large', and sends the deletions", async () => {
    const profile = ownProfile({
      cover_url: '/files/uploads/c.jpg',
      summary: 'We hire marquees',
      response_template: 'Hi',
      images: [1, 2].map((id) => ({ id, url: `/files/uploads/${id}.jpg` })),
    });
    const sent = fakeXhr([
      {
        status: 422,
        body: {
          message: 'Validation failed',
          errors: { showcase_images: [fileTexts.wrongType], summary: ['This value is too long'] },
        },
      },
    ]);
    const onSaved = vi.fn();
    const { user, container } = renderWithProviders(
      <ProfileForm profile={profile} submitLabel="Save" onSaved={onSaved} />,
    );
    await user.click(screen.getAllByRole('button', { name: 'Remove image' })[0]!);
    await user.upload(imageInput(container), png('work.png'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileTexts.requestTooLarge)).toBeInTheDocument();
    expect(screen.getByText(fileTexts.wrongType)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Summary/)).toHaveAccessibleDescription(/This value is too long/);
    expect(sent[0]!.getAll('showcase_images_deleted[]')).toEqual(['1']);
    expect((sent[0]!.get('showcase_images[]') as File).name).toBe('work.png');
    expect(screen.getByText('2 of 10')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
