import { callOrQueue, isQueuedWrite } from '@/lib/offline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remindersContract, type Reminder, type RemindersList } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { areaKeyOf } from '@/lib/query-key';
import { reminderLists } from './get-reminders';

type Action = 'complete' | 'incomplete';

/** PATCH /reminders/:id/complete and /incomplete */
export async function setCompleted(id: string, action: Action): Promise<Reminder> {
  return (await call(remindersContract[action], { params: { id } })).reminder;
}

/** PATCH /reminders/:id/snooze */
export async function snoozeReminder(id: string, snoozeUntil: string): Promise<Reminder> {
  return (await call(remindersContract.snooze, { params: { id }, body: { snoozeUntil } })).reminder;
}

/**
 * Done / not done, optimistic: every cached list shows the change at once
 * and gets it back if the server refuses; the server's answer then replaces it (a
 * repeating reminder comes back moved on to its next occurrence).
 */
export function useSetCompleted() {
  const queryClient = useQueryClient();
  const patchLists = (id: string, change: (r: Reminder) => Reminder) =>
    queryClient.setQueriesData<RemindersList>(reminderLists(), (list) =>
      list
        ? { ...list, reminders: list.reminders.map((r) => (r.id === id ? change(r) : r)) }
        : list,
    );
  const reminderTitle = (id: string) =>
    queryClient
      .getQueriesData<RemindersList>(reminderLists())
      .flatMap(([, list]) => list?.reminders ?? [])
      .find((r) => r.id === id)?.title ?? '';
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: Action }) =>
      action === 'complete'
        ? callOrQueue(
            remindersContract.complete,
            { params: { id } },
            { label: reminderTitle(id), targetId: id },
          ).then((body) => body.reminder)
        : setCompleted(id, action),
    // completing offline is queued; undoing waits for the network
    networkMode: 'always',
    meta: { errorToast: false },
    onMutate: async ({ id, action }) => {
      await queryClient.cancelQueries(reminderLists());
      const done = action === 'complete';
      patchLists(id, (r) => ({ ...r, isCompleted: done, status: done ? 'completed' : r.status }));
    },
    onError: (error, { id, action }) => {
      if (isQueuedWrite(error)) return;
      patchLists(id, (r) => ({ ...r, isCompleted: action !== 'complete' }));
    },
    onSuccess: (reminder) => {
      if (reminder) patchLists(reminder.id, () => reminder);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKeyOf(remindersContract.get) }),
  });
}

export function useSnoozeReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, until }: { id: string; until: string }) => snoozeReminder(id, until),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKeyOf(remindersContract.get) }),
  });
}
