import { describe, expect, it } from 'vitest';
import { fillTemplate, PLACEHOLDERS, TemplateError, unknownPlaceholders } from '../../ai/templates.js';
import { CATALOGUE, IMAGE_MODEL_TEMPLATE } from './catalogue.js';
import { templateProblem } from './placeholders.js';

describe('prompt templates', () => {
  it('every seeded template uses only placeholders the server fills', () => {
    for (const option of [
      ...CATALOGUE,
      { kind: 'image model', name: 'image', description: IMAGE_MODEL_TEMPLATE },
    ]) {
      expect(unknownPlaceholders(option.description), `${option.kind} ${option.name}`).toEqual([]);
    }
  });

  it("every seeded option's template uses only placeholders generation fills for its kind", () => {
    for (const option of CATALOGUE) {
      expect(templateProblem(option.kind, option.description), `${option.kind} ${option.name}`).toBeNull();
    }
  });

  it('an unknown placeholder is an error, never sent', () => {
    expect(unknownPlaceholders('Write about {{event}} for {{customer}}')).toEqual(['customer']);
    expect(() => fillTemplate('Hello {{customer}}', { event: 'x' })).toThrow(TemplateError);
  });

  it('a placeholder without a value is an error too', () => {
    expect(() => fillTemplate('About {{event}} in {{language}}', { event: 'World Bread Day' })).toThrow(
      'No value for {{language}}',
    );
  });

  it('fills every known placeholder', () => {
    const values = Object.fromEntries(PLACEHOLDERS.map((name) => [name, `<${name}>`]));
    const template = PLACEHOLDERS.map((name) => `{{${name}}}`).join(' ');
    expect(fillTemplate(template, values)).toBe(PLACEHOLDERS.map((name) => `<${name}>`).join(' '));
  });
});
