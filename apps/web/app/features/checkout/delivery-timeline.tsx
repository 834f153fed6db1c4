import { useEffect, useState } from 'react';
import type { OrderSuccess, TimelineProgress } from '@atelier/contract/orders';
import { DELIVERY_WINDOW_TEXT, DISPATCH_WINDOW_TEXT } from '@atelier/contract/settings';
import { calendarDay, dayWindow } from '~/lib/dates';

interface Step {
  key: keyof TimelineProgress;
  title: string;
  when: string;
  hint: string;
}

/**
 * Confirmed, Shipped and Delivered with their estimated dates (R2.5). The bars grow from
 * empty to their level once the page is on screen (CSS transition; none under reduced motion).
 */
export function DeliveryTimeline({ timeline, progress }: { timeline: OrderSuccess['timeline']; progress: TimelineProgress }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(id);
  }, []);

  const steps: Step[] = [
    { key: 'confirmed', title: 'Confirmed', when: calendarDay(timeline.confirmed), hint: 'Order placed and paid' },
    { key: 'shipped', title: 'Shipped', when: dayWindow(timeline.shipped), hint: `Dispatched within ${DISPATCH_WINDOW_TEXT}` },
    { key: 'delivered', title: 'Delivered', when: dayWindow(timeline.delivered), hint: `Delivered ${DELIVERY_WINDOW_TEXT} after dispatch` },
  ];

  return (
    <section className="timeline" aria-labelledby="timeline-title">
      {/* Not 'Delivery': the confirmation's delivery-method card is named that, and two regions of one name are one too many. */}
      <h2 id="timeline-title" className="success-section__title">
        Where your order is
      </h2>
      <ol className="timeline__steps">
        {steps.map((s, i) => (
          <li key={s.key} className={`timeline__step${progress[s.key] === 100 ? ' timeline__step--done' : ''}`}>
            <div
              className="timeline__bar"
              role="progressbar"
              aria-label={`${s.title} progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress[s.key]}
            >
              <span
                className="timeline__fill"
                style={{ transform: `scaleX(${shown ? progress[s.key] / 100 : 0})`, transitionDelay: `${i * 350}ms` }}
              />
            </div>
            <p className="timeline__title">{s.title}</p>
            <p className="timeline__when">
              {i === 0 ? '' : 'Estimated '}
              {s.when}
            </p>
            <p className="timeline__hint">{s.hint}</p>
          </li>
        ))}
      </ol>
      <p className="timeline__note">
        Dates are estimates; business days exclude weekends. We will email you when your order is on its way.
      </p>
    </section>
  );
}
