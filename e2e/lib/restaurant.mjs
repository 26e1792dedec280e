// The restaurant app from outside the browser: waiting for restaurant to know a new subscription.

/** Waits until restaurant has heard of the owner's subscription (billing's event crosses Kafka). */
export async function restaurantReady(owner) {
  const deadline = Date.now() + 20000;
  for (;;) {
    try {
      return await owner.api('/mb/restaurant/config/assignments');
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}
