import { afterEach, describe, expect, it } from 'vitest';
import { inOpenPopup } from '../return-focus';

function inside(markup: string): Element | null {
  document.body.innerHTML = markup;
  return document.querySelector('[data-focus]');
}

describe('inOpenPopup', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is true inside an open menu, dialog, alert dialog or list of choices', () => {
    for (const role of ['menu', 'dialog', 'alertdialog', 'listbox']) {
      expect(
        inOpenPopup(
          inside(`<div role="${role}" data-state="open"><button data-focus>x</button></div>`),
        ),
      ).toBe(true);
      // one that does not say its state is open while it is there
      expect(inOpenPopup(inside(`<div role="${role}"><div><input data-focus></div></div>`))).toBe(
        true,
      );
    }
  });

  it('is false inside one that is closing, and outside any', () => {
    expect(
      inOpenPopup(
        inside('<div role="menu" data-state="closed"><a href="/" data-focus>x</a></div>'),
      ),
    ).toBe(false);
    expect(
      inOpenPopup(
        inside('<div role="dialog" data-state="closed"><button data-focus>x</button></div>'),
      ),
    ).toBe(false);
    expect(inOpenPopup(inside('<header><button data-focus>x</button></header>'))).toBe(false);
    expect(inOpenPopup(inside('<main tabindex="-1" data-focus></main>'))).toBe(false);
    expect(inOpenPopup(null)).toBe(false);
  });

  it('counts the element itself when it is the popup', () => {
    expect(
      inOpenPopup(inside('<div role="dialog" data-state="open" tabindex="-1" data-focus></div>')),
    ).toBe(true);
  });
});
