import { joinInfoSentences } from './info-sentences';

describe('joinInfoSentences', () => {
  it('closes each sentence with a full stop and joins them into one message', () => {
    expect(joinInfoSentences({ info: ['Se ha pausado la tarea "Primera"', 'Se ha iniciado la tarea "Segunda"'] })).toBe(
      'Se ha pausado la tarea "Primera". Se ha iniciado la tarea "Segunda".',
    );
  });

  it('keeps punctuation that is already there and drops blanks and non-text', () => {
    expect(joinInfoSentences({ info: ['  ¡Hecho!  ', '', 3, 'Tarea pausada.'] })).toBe('¡Hecho! Tarea pausada.');
  });

  it('has nothing to say without sentences', () => {
    expect(joinInfoSentences({ info: [] })).toBeNull();
    expect(joinInfoSentences({ entity: {} })).toBeNull();
    expect(joinInfoSentences(null)).toBeNull();
    expect(joinInfoSentences('texto')).toBeNull();
  });
});
