import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_ANSWER_MAX, shownTextOf, type QuestionToday } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useAnswerQuestion } from '../api/questions';

/** My answer to today's question: written once, changed until my partner answers. */
export function AnswerForm({
  today,
  onDone,
}: {
  today: QuestionToday;
  /** after a change is saved, or to give up changing */
  onDone?: () => void;
}) {
  const { t } = useTranslation('questions');
  const answer = useAnswerQuestion();
  const [text, setText] = useState(today.myAnswer?.text ?? '');
  const [error, setError] = useState<string | undefined>();
  // counted as the server keeps it: NFC, trimmed, 0 when it shows nothing
  const length = shownTextOf(text).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // only spaces or zero-width characters is no answer (the server's rule; trim keeps those)
    if (length === 0) return setError(t('answer.required'));
    if (length > QUESTION_ANSWER_MAX)
      return setError(t('answer.tooLong', { max: QUESTION_ANSWER_MAX }));
    setError(undefined);
    answer.mutate(
      { text, day: today.day, questionId: today.question.id },
      { onSettled: () => onDone?.() },
    );
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <Field
        label={today.myAnswer ? t('answer.changeLabel') : t('answer.label')}
        hint={t('answer.hint', { count: length, max: QUESTION_ANSWER_MAX })}
        error={error}
        required
      >
        {(control) => (
          <Textarea
            {...control}
            value={text}
            rows={4}
            maxLength={QUESTION_ANSWER_MAX + 200}
            placeholder={t('answer.placeholder')}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(undefined);
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={answer.isPending} loadingText={t('answer.saving')}>
          {today.myAnswer ? t('answer.saveChange') : t('answer.send')}
        </Button>
        {onDone && today.myAnswer && (
          <Button variant="ghost" onClick={onDone}>
            {t('answer.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
