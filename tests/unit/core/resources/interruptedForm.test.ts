import { describe, expect, it } from 'vitest';
import { interruptedFormOf } from '../../../../src/core/resources/interruptedForm.ts';
import { formKey } from '../../../../src/core/resources/components/ResourceFormDialog.tsx';

const user = { name: 'user' };

describe('interruptedFormOf — the form an ended session left open, reopened by its list', () => {
  it('reads back every form key the form dialog writes', () => {
    expect(interruptedFormOf([formKey(user, 'add', null)], 'user')).toEqual({ kind: 'add' });
    expect(interruptedFormOf([formKey(user, 'edit', { id: 12 })], 'user')).toEqual({ kind: 'edit', id: 12 });
    expect(interruptedFormOf([formKey(user, 'edit', { id: 7 }, ['status', 'remark'])], 'user')).toEqual({
      kind: 'edit',
      id: 7,
      fields: ['status', 'remark'],
    });
    // An add form opened on a record (a copy) is still a new record.
    expect(interruptedFormOf([formKey(user, 'add', { id: 3 })], 'user')).toEqual({ kind: 'add' });
  });

  it('an edit form of a record not yet saved is the add form', () => {
    expect(interruptedFormOf(['resource:user:edit:new'], 'user')).toEqual({ kind: 'add' });
  });

  it('an add form is the add form, whatever record its key names', () => {
    expect(interruptedFormOf(['resource:user:add:5'], 'user')).toEqual({ kind: 'add' });
  });

  it('an empty list of fields is the whole form', () => {
    expect(interruptedFormOf(['resource:user:fields():4'], 'user')).toEqual({ kind: 'edit', id: 4 });
  });

  it("passes over other areas' forms, screens' forms and anything malformed to the first of this area", () => {
    const forms = [
      'resource:tag:edit:1',
      'screen:incentive:edit:3',
      'resource:user:edit:abc',
      'resource:user:remove:5',
      'xresource:user:edit:5',
      'resource:user:edit:5x',
      'resource:user:edit:9',
      'resource:user:add:new',
    ];
    expect(interruptedFormOf(forms, 'user')).toEqual({ kind: 'edit', id: 9 });
    expect(interruptedFormOf(forms, 'tag')).toEqual({ kind: 'edit', id: 1 });
    expect(interruptedFormOf(forms, 'incentive')).toBeNull();
    expect(interruptedFormOf([], 'user')).toBeNull();
  });
});
