// Hermite interpolation: the polynomial of degree 2k − 1 through k nodes with given values and first
// derivatives, in Newton form over the doubled nodes (divided differences with repeated nodes take
// the derivative). k = 2 is the cubic Hermite of one step; k = 3 the quintic through two steps.
#pragma once

namespace geovi {

class HermitePolynomial {
 public:
  static constexpr int kMaxNodes = 3;
  // Nodes x[0..k-1] (distinct), values y and derivatives d at them; 2 ≤ k ≤ kMaxNodes.
  void fit(int k, const double* x, const double* y, const double* d) {
    m_ = 2 * k;
    double q[2 * kMaxNodes][2 * kMaxNodes];
    for (int i = 0; i < m_; ++i) {
      z_[i] = x[i / 2];
      q[i][0] = y[i / 2];
    }
    for (int i = 1; i < m_; ++i) q[i][1] = i % 2 ? d[i / 2] : (q[i][0] - q[i - 1][0]) / (z_[i] - z_[i - 1]);
    for (int j = 2; j < m_; ++j)
      for (int i = j; i < m_; ++i) q[i][j] = (q[i][j - 1] - q[i - 1][j - 1]) / (z_[i] - z_[i - j]);
    for (int i = 0; i < m_; ++i) c_[i] = q[i][i];
  }
  // p(t) and p'(t) by Horner's rule on the Newton form.
  void evaluate(double t, double& p, double& slope) const {
    p = c_[m_ - 1];
    slope = 0.0;
    for (int i = m_ - 2; i >= 0; --i) {
      slope = slope * (t - z_[i]) + p;
      p = p * (t - z_[i]) + c_[i];
    }
  }
  double operator()(double t) const {
    double p, slope;
    evaluate(t, p, slope);
    return p;
  }

 private:
  int m_ = 0;
  double z_[2 * kMaxNodes] = {}, c_[2 * kMaxNodes] = {};
};

}  // namespace geovi
