import { describe, expect, it } from 'vitest';
import { acceptAttribute, fileFormatTable, fileFormats, formatOfFileName, storedExtension } from './files';

describe('the one MIME table (decision 0053)', () => {
  it('gives each format its served type, its stored extension and the pickers their accept lists', () => {
    expect(fileFormatTable.jpeg.contentType).toBe('image/jpeg');
    expect(fileFormatTable.pdf.contentType).toBe('application/pdf');
    expect(fileFormats.map(storedExtension)).toEqual([
      'jpg',
      'png',
      'bmp',
      'pdf',
      'doc',
      'docx',
      'odt',
      'rtf',
      'txt',
      'zip',
      '7z',
    ]);
    expect(acceptAttribute('image')).toBe('.jpg,.jpeg,.png,.bmp');
    expect(acceptAttribute('document')).toBe('.doc,.docx,.odt,.rtf,.txt,.pdf');
  });

  it("reads a stored file's format from its name's extension, whatever its case", () => {
    expect(formatOfFileName('uploads/images/ab12.jpg')).toBe('jpeg');
    expect(formatOfFileName('Photo.JPEG')).toBe('jpeg');
    expect(formatOfFileName('archive.7z')).toBe('7z');
    expect(formatOfFileName('page.html')).toBeUndefined();
    expect(formatOfFileName('uploads/a.pdf/noextension')).toBeUndefined();
    expect(formatOfFileName('pdf')).toBeUndefined();
  });
});
