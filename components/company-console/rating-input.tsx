"use client";

import { useId } from "react";

import type { RatingSummary } from "./use-recruiting";

// The reviewer's own 1-5 rating as a radio group of stars (arrow keys move and choose, as with any
// radio group), then the average and each reviewer's score.

const SCORES = [1, 2, 3, 4, 5] as const;

export function RatingInput({
  rating,
  disabled,
  busy,
  onRate,
}: {
  rating: RatingSummary;
  disabled?: boolean;
  /** A score is being saved (the group stays usable: see NotesPanel). */
  busy?: boolean;
  onRate: (score: number) => void;
}) {
  const name = useId();
  const shown = rating.mine ?? 0;
  return (
    <div className="space-y-2">
      <fieldset disabled={disabled} aria-busy={busy || undefined}>
        <legend className="text-sm font-medium text-slate-700">Your rating</legend>
        <div className="mt-1 flex gap-1" data-testid="rating-input">
          {SCORES.map((score) => (
            <label key={score} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={score}
                checked={rating.mine === score}
                onChange={() => onRate(score)}
                className="peer sr-only"
              />
              <span className="sr-only">{score === 1 ? "1 star" : `${score} stars`}</span>
              <span
                aria-hidden="true"
                className={`block rounded px-0.5 text-2xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 ${
                  score <= shown ? "text-amber-500" : "text-slate-300 hover:text-amber-300"
                }`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-slate-700" data-testid="rating-average">
        {rating.average === null
          ? "Not rated yet."
          : `Average ${rating.average} out of 5 from ${rating.count} ${rating.count === 1 ? "reviewer" : "reviewers"}`}
      </p>
      {rating.scores.length ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {rating.scores.map((s) => (
            <li key={s.reviewerId}>
              {s.reviewer}: {s.score}/5
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
