import { describe, expect, it } from 'vitest';
import { descriptionContent, sanitizeDescription } from './description-content.ts';

describe('sanitizeDescription', () => {
  it('removes scripts with their content', () => {
    expect(sanitizeDescription('<p>Pool</p><script>alert(1)</script>')).toBe('<p>Pool</p>');
  });

  it('removes on… handlers and every other attribute', () => {
    expect(sanitizeDescription('<p onclick="steal()" class="x" style="color:red">Beach</p>')).toBe('<p>Beach</p>');
    expect(sanitizeDescription('<b onmouseover="steal()">Bar</b><img src="x" onerror="steal()">')).toBe('<b>Bar</b>');
  });

  it('keeps the simple formatting tags and the text of any other tag', () => {
    expect(
      sanitizeDescription(
        '<h3>Rooms</h3><ul><li><strong>Sea</strong> <em>view</em></li></ul><div><a href="https://x.test">spa</a></div>',
      ),
    ).toBe('<h3>Rooms</h3><ul><li><strong>Sea</strong> <em>view</em></li></ul>spa');
  });

  it('drops javascript: links and iframes entirely', () => {
    expect(sanitizeDescription('<a href="javascript:steal()">Go</a><iframe src="https://x.test"></iframe>')).toBe('Go');
  });
});

describe('descriptionContent', () => {
  it('turns plain text into one paragraph a line, skipping empty lines', () => {
    expect(descriptionContent('Hotel am Strand.\r\n\r\n  Großer Pool.  \nSpa')).toEqual({
      kind: 'paragraphs',
      paragraphs: ['Hotel am Strand.', 'Großer Pool.', 'Spa'],
    });
  });

  it('does not take a comparison for HTML', () => {
    expect(descriptionContent('Strand <5 km')).toEqual({ kind: 'paragraphs', paragraphs: ['Strand <5 km'] });
  });

  it('sanitises text that contains tags', () => {
    expect(descriptionContent('<p>Pool</p><script>alert(1)</script>')).toEqual({ kind: 'html', html: '<p>Pool</p>' });
  });
});
