-- CreateIndex
CREATE INDEX "Payment_refundFromPaymentId_idx" ON "Payment"("refundFromPaymentId");

-- CreateIndex
CREATE INDEX "PaymentEvent_dbPaymentId_idx" ON "PaymentEvent"("dbPaymentId");
