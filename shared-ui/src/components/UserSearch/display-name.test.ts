import { displayName, firstName } from './display-name';

describe('displayName', () => {
  it('is the name, or the e-mail before the @', () => {
    expect(displayName({ name: 'Ana García', email: 'ana.garcia@empresa.es' })).toBe('Ana García');
    expect(displayName({ name: null, email: 'soporte@empresa.es' })).toBe('soporte');
    expect(displayName({ name: '  ', email: 'luis@empresa.es' })).toBe('luis');
  });
});

describe('firstName', () => {
  it("is the name's first word, or the e-mail before the @", () => {
    expect(firstName({ name: '  Ana García Pérez ', email: 'ana.garcia@empresa.es' })).toBe('Ana');
    expect(firstName({ name: null, email: 'soporte@empresa.es' })).toBe('soporte');
  });
});
