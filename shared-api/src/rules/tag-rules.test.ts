import { contrastRatio, suggestedTextColor, TAG_MESSAGES, tagProblem } from './tag-rules';

describe('tag colours', () => {
  it('measures the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#43a047', '#ffffff')).toBeCloseTo(3.3, 1);
    expect(contrastRatio('#ffffff', '#43a047')).toBeCloseTo(contrastRatio('#43a047', '#ffffff'), 10);
  });

  it('suggests the text colour that passes', () => {
    expect(suggestedTextColor('#43a047')).toBe('#000000');
    expect(suggestedTextColor('#1a237e')).toBe('#ffffff');
    for (const background of ['#43a047', '#1a237e', '#777777', '#ff0000', '#0000ff']) {
      expect(contrastRatio(background, suggestedTextColor(background))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('refuses a pair under 4.5:1 and accepts one above', () => {
    expect(tagProblem({ name: 'Lista', type: 2, color: '#43a047', text_color: '#ffffff' })).toEqual({ field: 'text_color', message: TAG_MESSAGES.LOW_CONTRAST });
    expect(tagProblem({ name: 'Lista', type: 2, color: '#43a047', text_color: '#000000' })).toBeNull();
  });

  it('refuses blank names, unknown types and colours that are not #RRGGBB', () => {
    expect(tagProblem({ name: ' ', type: 1, color: '#000000', text_color: '#ffffff' })?.field).toBe('name');
    expect(tagProblem({ name: 'A', type: 6, color: '#000000', text_color: '#ffffff' })?.field).toBe('type');
    expect(tagProblem({ name: 'A', type: 1, color: 'red', text_color: '#ffffff' })?.field).toBe('color');
  });
});
