import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  remindersContract,
  type CreateReminderBody,
  type Reminder,
  type UpdateReminderBody,
} from '@doita/shared';
import { call } from '@/lib/api-contract';
import { callOrQueue } from '@/lib/offline';
import { areaKeyOf } from '@/lib/query-key';

/** POST /reminders */
export async function createReminder(body: CreateReminderBody): Promise<Reminder> {
  return (await call(remindersContract.create, { body })).reminder;
}

/** PUT /reminders/:id */
export async function updateReminder(id: string, body: UpdateReminderBody): Promise<Reminder> {
  return (await call(remindersContract.update, { params: { id }, body })).reminder;
}

/** DELETE /reminders/:id */
export async function deleteReminder(id: string): Promise<void> {
  await call(remindersContract.remove, { params: { id } });
}

export function useInvalidateReminders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: areaKeyOf(remindersContract.get) });
}

/** The form's save: create or update; the form shows 422s under its fields (no toast). */
export function useSaveReminder(id: string | null) {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: (body: CreateReminderBody) =>
      id
        ? updateReminder(id, body)
        : callOrQueue(remindersContract.create, { body }, { label: body.title }).then(
            (answer) => answer.reminder,
          ),
    // a new reminder offline waits in the outbox (an edit still waits for the network)
    networkMode: id ? 'online' : 'always',
    meta: { errorToast: false },
    onSettled: invalidate,
  });
}

export function useDeleteReminder() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: deleteReminder,
    meta: { errorToast: false },
    onSettled: invalidate,
  });
}
