import { CheckinHubCard } from '@/features/checkins/components/checkin-hub-card';
import { LettersHubCard } from '@/features/letters/components/letters-hub-card';
import { ListHubCard } from '@/features/list/components/list-hub-card';
import { QuestionHubCard } from '@/features/questions/components/question-hub-card';

/**
 * The day's four small rituals side by side: today's question (the widest, it is the one
 * both answer), the check-ins, the letters waiting to open and one thing from the list.
 * Each card asks for its own data, so one that fails or waits never holds up the others;
 * the hub page and the home dashboard show the same cards.
 */
export function TogetherCards() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <QuestionHubCard />
      </div>
      <CheckinHubCard />
      <LettersHubCard />
      <div className="lg:col-span-2">
        <ListHubCard />
      </div>
    </div>
  );
}
