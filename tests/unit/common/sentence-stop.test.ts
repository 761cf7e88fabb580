import { describe, expect, it } from 'vitest';
import { withNameStop } from '../../../common/rules/sentence-stop';

describe('a sentence that ends on a name', () => {
  it('takes no second stop after a name that ends in one, wherever the language puts the name', () => {
    expect(withNameStop('Amora is run by Amora Online B.V.. Our details follow.', 'Amora Online B.V.')).toBe('Amora is run by Amora Online B.V. Our details follow.');
    expect(withNameStop('Amora wird von Amora Online B.V. betrieben.', 'Amora Online B.V.')).toBe('Amora wird von Amora Online B.V. betrieben.');
  });

  it('keeps the stop after any other name, and the text as written around it', () => {
    expect(withNameStop('Amora is run by Amora Online BV. Our details follow.', 'Amora Online BV')).toBe('Amora is run by Amora Online BV. Our details follow.');
    expect(withNameStop('Run by Amora Online B.V., Amsterdam.', 'Amora Online B.V.')).toBe('Run by Amora Online B.V., Amsterdam.');
    expect(withNameStop('Wait... Amora Ltd.. Done.', 'Amora Ltd.')).toBe('Wait... Amora Ltd. Done.');
  });
});
