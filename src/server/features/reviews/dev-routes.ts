// POST /dev/jobs/review-requests?daysLater=N (outside production only, like /dev/mailbox): runs the
// review-request round now, as if N days had passed, so a browser journey need not wait a week.
import express, { type Router } from "express";
import type { AppContext } from "../../context.ts";
import { requestReviews } from "./review-requests.ts";

export function devReviewRequestRoutes(ctx: AppContext): Router {
  const router = express.Router();
  router.post("/", async (req, res, next) => {
    try {
      const days = Number(req.query.daysLater ?? 0);
      if (!Number.isInteger(days) || days < 0 || days > 400) {
        res.status(400).json({ error: { code: "invalid", message: "daysLater must be a whole number of days" } });
        return;
      }
      res.json(await requestReviews(ctx, new Date(Date.now() + days * 86_400_000)));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
