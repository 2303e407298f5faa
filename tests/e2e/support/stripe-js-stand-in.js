// A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js), served to the browser by the
// e2e tests (stripe-js-stand-in.ts) instead of the real script, which needs the internet. It offers
// what @stripe/stripe-js 10 and @stripe/react-stripe-js 7 call for a Payment Element in
// deferred-intent mode (docs/adr/0036), no more:
//   window.Stripe(key) → { elements, confirmPayment, registerAppInfo, _registerWrapper } (and, rejecting,
//   the createToken, createPaymentMethod and confirmCardPayment react-stripe-js looks for)
//   stripe.elements({ mode: 'payment', amount, currency, … }) → { create, getElement, update, submit, on, off }
//   elements.create('payment', options) → { mount, unmount, destroy, on, off, update, focus, blur, clear, collapse }
// The element is a plain <input aria-label="Numéro de carte"> (readOnly option → disabled), with the
// line Stripe shows under it when elements.submit() finds it incomplete. Like Stripe.js it insists on the deferred flow's order:
// confirmPayment rejects (an IntegrationError) unless elements.submit() succeeded since the last
// change, and without `clientSecret` or `confirmParams.return_url`.
// confirmPayment posts to the Stripe API stand-in (tests/support/stripe-api-stand-in.mjs) with the
// publishable key and the client secret: `pm_card_visa`, or `pm_card_chargeDeclined` when the number
// typed is 4000 0000 0000 0002, and answers `{ paymentIntent }` or `{ error }` as Stripe.js does.
// `__STRIPE_API_URL__` is replaced by the stand-in's URL when served.
/* global window, document */
;(function () {
  'use strict'
  var API_URL = '__STRIPE_API_URL__'
  var DECLINED_NUMBER = '4000000000000002'
  var INCOMPLETE = { type: 'validation_error', code: 'incomplete_number', message: 'Le numéro de carte est incomplet.' }

  function digits(value) {
    return String(value || '').replace(/\D/g, '')
  }

  function integrationError(message) {
    var error = new Error(message)
    error.name = 'IntegrationError'
    return Promise.reject(error)
  }

  function createPaymentElement(group) {
    var listeners = {}
    var input = null
    var errorLine = null
    var readOnly = false

    function emit(type, event) {
      ;(listeners[type] || []).slice().forEach(function (handler) {
        handler(event)
      })
    }

    function number() {
      return digits(input ? input.value : '')
    }

    function changeEvent() {
      var typed = number()
      return { elementType: 'payment', empty: typed.length === 0, complete: typed.length >= 16, collapsed: false, value: { type: 'card' } }
    }

    function showError(message) {
      if (!errorLine) return
      errorLine.textContent = message || ''
      errorLine.style.display = message ? 'block' : 'none'
    }

    var element = {
      mount: function (target) {
        var node = typeof target === 'string' ? document.querySelector(target) : target
        if (!node) throw new Error('stripe-js stand-in: mount target not found')
        input = document.createElement('input')
        input.type = 'text'
        input.inputMode = 'numeric'
        input.autocomplete = 'cc-number'
        input.placeholder = '1234 1234 1234 1234'
        input.setAttribute('aria-label', 'Numéro de carte')
        input.disabled = readOnly
        input.style.cssText =
          'width:100%;box-sizing:border-box;border:1px solid #c4b197;border-radius:12px;padding:12px 14px;background:transparent;color:inherit;font:inherit;font-size:16px'
        input.addEventListener('input', function () {
          group._changed()
          showError('')
          emit('change', changeEvent())
        })
        input.addEventListener('focus', function () {
          emit('focus', { elementType: 'payment' })
        })
        input.addEventListener('blur', function () {
          emit('blur', { elementType: 'payment' })
        })
        errorLine = document.createElement('p')
        errorLine.style.cssText = 'display:none;margin:6px 0 0;color:#a8332a;font-size:14px'
        node.appendChild(input)
        node.appendChild(errorLine)
        setTimeout(function () {
          emit('ready', { elementType: 'payment' })
          emit('change', changeEvent())
        }, 0)
      },
      unmount: function () {
        if (input && input.parentNode) input.parentNode.removeChild(input)
        if (errorLine && errorLine.parentNode) errorLine.parentNode.removeChild(errorLine)
        input = null
        errorLine = null
      },
      destroy: function () {
        element.unmount()
        listeners = {}
        group._forget(element)
      },
      on: function (type, handler) {
        ;(listeners[type] = listeners[type] || []).push(handler)
        return element
      },
      off: function (type, handler) {
        listeners[type] = (listeners[type] || []).filter(function (h) {
          return h !== handler
        })
        return element
      },
      update: function (options) {
        if (options && typeof options.readOnly === 'boolean') {
          readOnly = options.readOnly
          if (input) input.disabled = readOnly
        }
      },
      focus: function () {
        if (input) input.focus()
      },
      blur: function () {
        if (input) input.blur()
      },
      clear: function () {
        if (input) input.value = ''
        group._changed()
        emit('change', changeEvent())
      },
      collapse: function () {},
      // For elements.submit() and confirmPayment: what was typed.
      _number: number,
      _showError: showError,
    }
    return element
  }

  function createElementsGroup(options) {
    var settings = Object.assign({}, options || {})
    var payment = null
    var submitted = false
    var listeners = {}

    var group = {
      create: function (type, elementOptions) {
        if (type !== 'payment') throw new Error('stripe-js stand-in: only the payment element exists here (asked: ' + type + ')')
        if (settings.mode !== 'payment' || typeof settings.amount !== 'number' || !settings.currency) {
          throw new Error('stripe-js stand-in: the payment element needs elements({ mode: "payment", amount, currency })')
        }
        payment = createPaymentElement(group)
        if (elementOptions) payment.update(elementOptions)
        return payment
      },
      getElement: function (type) {
        return type === 'payment' ? payment : null
      },
      update: function (changes) {
        Object.assign(settings, changes || {})
        submitted = false
        ;(listeners['update-end'] || []).forEach(function (handler) {
          handler()
        })
        return Promise.resolve()
      },
      fetchUpdates: function () {
        return Promise.resolve({})
      },
      on: function (type, handler) {
        ;(listeners[type] = listeners[type] || []).push(handler)
      },
      off: function (type, handler) {
        listeners[type] = (listeners[type] || []).filter(function (h) {
          return h !== handler
        })
      },
      submit: function () {
        if (!payment) return integrationError('elements.submit(): no payment element was created')
        if (payment._number().length < 16) {
          submitted = false
          payment._showError(INCOMPLETE.message)
          return Promise.resolve({ error: INCOMPLETE })
        }
        submitted = true
        return Promise.resolve({ selectedPaymentMethod: 'card' })
      },
      _changed: function () {
        submitted = false
      },
      _forget: function (element) {
        if (payment === element) payment = null
      },
      _submitted: function () {
        return submitted
      },
      _settings: function () {
        return settings
      },
    }
    return group
  }

  function Stripe(key) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw new Error('stripe-js stand-in: a publishable key is required')

    function postConfirm(clientSecret, paymentMethod, returnUrl) {
      var intentId = String(clientSecret).split('_secret_')[0]
      var body = new URLSearchParams({ payment_method: paymentMethod, client_secret: clientSecret, key: key, return_url: returnUrl })
      return fetch(API_URL + '/v1/payment_intents/' + encodeURIComponent(intentId) + '/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      })
        .then(function (response) {
          return response.json().then(function (json) {
            if (response.ok) return { paymentIntent: json }
            return { error: json.error || { type: 'api_error', message: 'Erreur inconnue.' } }
          })
        })
        .catch(function () {
          return { error: { type: 'api_connection_error', message: 'Connexion au service de paiement impossible.' } }
        })
    }

    function unsupported(name) {
      return function () {
        return Promise.reject(new Error('stripe-js stand-in: ' + name + ' is not implemented'))
      }
    }

    return {
      elements: function (options) {
        return createElementsGroup(options)
      },
      confirmPayment: function (options) {
        var group = options && options.elements
        var params = (options && options.confirmParams) || {}
        if (!group || typeof group._submitted !== 'function') return integrationError('confirmPayment: `elements` is required')
        if (!options.clientSecret) return integrationError('confirmPayment: `clientSecret` is required in the deferred flow')
        if (typeof params.return_url !== 'string' || !/^https?:\/\//.test(params.return_url)) {
          return integrationError('confirmPayment: `confirmParams.return_url` must be an absolute URL')
        }
        if (!group._submitted()) return integrationError('elements.submit() must be called before stripe.confirmPayment()')
        var payment = group.getElement('payment')
        var typed = payment ? payment._number() : ''
        return postConfirm(
          options.clientSecret,
          typed === DECLINED_NUMBER ? 'pm_card_chargeDeclined' : 'pm_card_visa',
          params.return_url,
        ).then(function (result) {
          // A card never redirects; this stand-in has no redirect-based method.
          return result
        })
      },
      // react-stripe-js recognises a Stripe object by these methods; the checkout never calls them.
      createToken: unsupported('createToken'),
      createPaymentMethod: unsupported('createPaymentMethod'),
      confirmCardPayment: unsupported('confirmCardPayment'),
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    }
  }
  // @stripe/stripe-js compares this with its release train and warns when they differ.
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()
